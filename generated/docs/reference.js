// Generated from spec/*.tsp by `npm run generate` (this folder alone: `npm run docs`). Do not edit by hand: change the TypeSpec and regenerate.
// Renders the reference into #reference from the document the server publishes at /openapi.json.
Redoc.init('/openapi.json', {
  "downloadDefinitionUrl": "/openapi.yaml",
  "downloadFileName": "verity-openapi.yaml",
  "expandResponses": "200,201,202",
  "requiredPropsFirst": true,
  "jsonSampleExpandLevel": 3,
  "showWebhookVerb": true,
  "nativeScrollbars": true,
  "theme": {
    "typography": {
      "fontFamily": "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif",
      "headings": {
        "fontFamily": "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"
      },
      "code": {
        "fontFamily": "ui-monospace, SFMono-Regular, Menlo, Consolas, \"Liberation Mono\", monospace"
      }
    },
    "sidebar": {
      "width": "280px"
    }
  }
}, document.getElementById('reference'));
