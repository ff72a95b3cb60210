// Generated from spec/*.tsp by `npm run generate`. Do not edit by hand: change the TypeSpec and regenerate.
export interface paths {
    "/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batches
         * @description List the organization's batches, newest first.
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Create a batch
         * @description Create a batch from inline `items` or an uploaded `fileId` (Pro and Enterprise plans).
         *     Items are verified asynchronously; poll the batch or give `webhookUrl`.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a batch file
         * @description Upload a CSV or JSON batch file (at most 10 MB). Invalid rows are skipped and listed; more
         *     than 100 valid items are truncated to 100 with a warning. The returned `fileId` is valid for
         *     one hour and can be used once.
         *
         *     **CSV** (UTF-8, a byte order mark is ignored): the first non-blank row is the header, whose
         *     names are trimmed and matched in any case. Columns:
         *
         *     - `content` (required): the text to verify, kept byte for byte (surrounding spaces included);
         *     - `idempotencyKey` or `idempotency_key` (optional): the item's key;
         *     - `context.<name>` (any number): context field `<name>`, a string, for example
         *     `context.domain`; an empty cell adds no field;
         *     - any other column is ignored.
         *
         *     Columns are separated by commas, semicolons or tabs: of the three, the one that splits the
         *     header into a `content` column is used, so files that spreadsheets save in locales whose
         *     decimal mark is the comma (semicolons) and tab-separated text are read as they are. A header
         *     of one column (`content` alone) makes each row one value, commas and semicolons included.
         *     Values may be quoted with `"` (a quote inside doubled, line breaks allowed). Blank lines are
         *     skipped. A header without a `content` column is refused with an error that names the
         *     separator it was read with and its columns, or the vertical bars (`|`) it holds.
         *
         *     **JSON**: an array of items, or an object with an `items` array; each item is
         *     `{content, idempotencyKey?, context?}` as in `POST /v1/batch`.
         *
         *     Rows are numbered from 0 (header excluded, blank lines not counted): `validationErrors[].row`
         *     and, once a batch is created from the file, each item's `itemIndex` is the number of its row,
         *     so skipped rows leave gaps. Example: `examples/claims.csv` and `examples/claims-semicolons.csv`
         *     in the repository.
         */
        post: operations["uploadBatchFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a batch
         * @description Get a batch. Batches of other organizations are not visible (404).
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Cancel a pending or processing batch. Pending and queued items become `skipped`; items
         *     already processing may still complete; completed items keep their results. Only completed
         *     verifications are charged.
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get batch results
         * @description Page through a batch's items in input order (`itemIndex` ascending), or download them all as a
         *     file: JSON Lines or CSV, chosen by `format` or, without it, by the `Accept` header
         *     (`application/x-ndjson`, `text/csv`; `application/json`, `*\/*` or none gives the JSON page).
         *     `format` wins over `Accept`. A file holds every item matching `status` (`limit` and `offset`
         *     page the JSON answer only), with the same fields as the JSON page's `items`. A cancelled batch
         *     exports what it has: completed items with their results, the rest `skipped` (or still
         *     `processing`).
         */
        get: operations["getBatchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/escalations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List escalations
         * @description List the organization's escalations, newest first (or by earliest deadline with
         *     `sort=deadline`), optionally filtered by status, priority and reason.
         */
        get: operations["listEscalations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/escalations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an escalation
         * @description Get an escalation with its verification. Escalations of other organizations are not visible (404).
         */
        get: operations["getEscalation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/escalations/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an escalation
         * @description Record a reviewer's decision: the escalation becomes `resolved` and its verification
         *     `completed`, with `review` beside the methods' result, and an `escalation.resolved` event is
         *     sent to the verification's (or its batch's) `webhookUrl`. An escalation resolved already
         *     answers `409 escalation_already_resolved`; one whose deadline passed answers
         *     `409 escalation_expired`.
         */
        post: operations["resolveEscalation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get service status
         * @description Health check: version, uptime, database, queue and workers, providers, and the caller's organization.
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List verifications
         * @description List the organization's verifications (batch items' included), newest first: `createdAt`
         *     descending, then id descending. Filters combine with AND.
         *
         *     Two ways to page: `offset` (spec 4.1), or a cursor: give `after` the `pagination.nextCursor` of
         *     the page before. A cursor walk never skips or repeats a verification, even while new ones are
         *     created (they sort before the walk's position); offsets shift when rows arrive. `after` and a
         *     non-zero `offset` cannot be combined. With `after`, `pagination.offset` is 0 and `total` still
         *     counts every verification matching the filters.
         */
        get: operations["listVerifications"];
        put?: never;
        /**
         * Verify a claim
         * @description Verify a claim with a weighted set of methods.
         *
         *     Without `webhookUrl` the answer is synchronous (200). With it, the call answers 202 with the
         *     pending record and the result is delivered to the webhook. An identical request (same content,
         *     methods, options, context) within 24 hours is served from cache with `cached: true`, the
         *     original id, no cost and no quota use. Each verification that does work counts once against
         *     the monthly quota.
         */
        post: operations["createVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a verification
         * @description Get a verification in the shape of its current state. A verification of another organization
         *     answers 403. Finished verifications are kept for the deployment's retention period (90 days
         *     unless configured otherwise) and answer 404 once purged.
         */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A batch job (spec 2.4). */
        Batch: {
            /** @description The batch identifier (`bat_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The batch label. */
            name: string;
            status: components["schemas"]["BatchStatus"];
            totalItems: components["schemas"]["Count"];
            /** @description Items that reached a final state (`completed`, `failed` or `skipped`). */
            processedItems: components["schemas"]["Count"];
            successCount: components["schemas"]["Count"];
            failureCount: components["schemas"]["Count"];
            totalCostCents: components["schemas"]["Cents"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When processing started; null until then (and for batches that failed validation).
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When the batch reached a final state; null while pending or processing.
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @description When the batch was cancelled; null unless it is `cancelled`.
             */
            cancelledAt: string | null;
            /**
             * Format: date-time
             * @description When the batch failed validation (at creation); null unless it is `failed`.
             */
            failedAt: string | null;
            /**
             * @description Rows of the uploaded file that were dropped at upload and never became items: invalid rows
             *     (listed in the upload's `validationErrors`) and valid rows beyond the 100-item limit. 0 for
             *     inline batches (an invalid inline row fails the whole batch instead). Items skipped by a
             *     cancellation are not counted here: they are items with status `skipped`.
             */
            skippedCount: components["schemas"]["Count"];
            /** @description The caller's metadata, as given at creation (`{}` when none was given). */
            metadata: components["schemas"]["Metadata"];
            inputFormat: components["schemas"]["InputFormat"];
            /** @description The uploaded file's name; null for inline items. */
            originalFileName: string | null;
            /** @description The methods and weights applied to every item. */
            methodsConfig: components["schemas"]["MethodWeights"];
            /** @description The options applied to every item. */
            options: components["schemas"]["VerificationOptions"];
            /** @description Batch-level context, merged under each item's own context. */
            context: components["schemas"]["Context"];
            /** @description Sum of upstream input tokens over all items (0 for the offline engine). */
            totalInputTokens: components["schemas"]["Count"];
            /** @description Sum of upstream output tokens over all items. */
            totalOutputTokens: components["schemas"]["Count"];
            /** @description A summary of what went wrong, e.g. `3 rows failed validation`; null otherwise. */
            errorMessage: string | null;
            /** @description The rejected rows of a batch that failed validation; null otherwise. */
            validationErrors: components["schemas"]["RowError"][] | null;
            /** @description When the batch and its items are deleted: 30 days after creation. */
            expiresAt: components["schemas"]["Timestamp"];
        };
        /** @description The answer to an accepted batch. */
        BatchAccepted: {
            id: components["schemas"]["ResourceId"];
            /** @enum {string} */
            status: "processing";
            totalItems: components["schemas"]["Count"];
            message: string;
            /** @description The caller's metadata, as given (`{}` when none was given). */
            metadata: components["schemas"]["Metadata"];
        };
        /** @description The answer to a cancellation. */
        BatchCancelled: {
            id: components["schemas"]["ResourceId"];
            /** @enum {string} */
            status: "cancelled";
            /** @description E.g. `Batch cancelled; 40 items skipped, 2 still processing`. */
            message: string;
            /** @description When the batch was cancelled. */
            cancelledAt: components["schemas"]["Timestamp"];
            /** @description The caller's metadata of the batch. */
            metadata: components["schemas"]["Metadata"];
        };
        /** @description A batch created with `webhookUrl` was cancelled. */
        BatchCancelledEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "batch.cancelled";
            data: components["schemas"]["Batch"];
        };
        /** @description A batch created with `webhookUrl` completed: every item is final. */
        BatchCompletedEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "batch.completed";
            data: components["schemas"]["Batch"];
        };
        /** @description A batch item and its result (spec 2.5). Failed items may omit content, context, decision, cost and timing. */
        BatchItem: {
            /** @description The item identifier (`itm_…`). */
            id: components["schemas"]["ResourceId"];
            /**
             * @description Zero-based position in the submitted input, numbered as `RowError.row`: the position in
             *     `items`, in the uploaded JSON array, or among the uploaded CSV's data rows (header excluded,
             *     blank lines not counted). An item keeps the number of its row, so rows an upload skipped as
             *     invalid leave gaps (a file whose fifth row is invalid gives items 0, 1, 2, 3, 5, …): an item
             *     and a row error never share a number. Count items with `totalItems`, not `itemIndex`.
             */
            itemIndex: components["schemas"]["Count"];
            idempotencyKey?: components["schemas"]["IdempotencyKeyValue"];
            content?: components["schemas"]["ClaimContent"];
            /** @description The item's own context, as submitted; null when none. */
            itemContext?: {
                [key: string]: unknown;
            } | null;
            status: components["schemas"]["BatchItemStatus"];
            /** @description The verification created for this item (readable with `GET /v1/verify/{id}`); null unless completed. */
            verificationId: string | null;
            /**
             * @description The item's verdict; null unless completed.
             * @enum {string|null}
             */
            verdict: "true" | "false" | "uncertain" | null;
            /**
             * Format: double
             * @description The item's confidence, 0 to 1; null unless completed.
             */
            confidence: number | null;
            decision?: components["schemas"]["Decision"];
            costCents?: components["schemas"]["Cents"];
            processingTimeMs?: components["schemas"]["Milliseconds"];
            /** @description Why the item failed; null otherwise. */
            errorMessage: string | null;
            /**
             * Format: int32
             * @description Attempts beyond the first. Present on failed items.
             */
            retryCount?: number;
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the item reached a final state.
             */
            completedAt?: string | null;
        };
        /**
         * @description Lifecycle of a batch item (spec 3.3).
         * @enum {string}
         */
        BatchItemStatus: "pending" | "queued" | "processing" | "completed" | "failed" | "skipped";
        /** @description A page of batches. */
        BatchList: {
            data: components["schemas"]["BatchSummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A batch label, 1 to 200 characters. */
        BatchName: string;
        /** @description A page of a batch's item results. */
        BatchResults: {
            batch: components["schemas"]["BatchResultsSummary"];
            items: components["schemas"]["BatchItem"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description The batch summary that heads its results. */
        BatchResultsSummary: {
            id: components["schemas"]["ResourceId"];
            status: components["schemas"]["BatchStatus"];
            totalItems: components["schemas"]["Count"];
            processedItems: components["schemas"]["Count"];
            successCount: components["schemas"]["Count"];
            failureCount: components["schemas"]["Count"];
            /** @description The caller's metadata of the batch. */
            metadata: components["schemas"]["Metadata"];
        };
        /**
         * @description Lifecycle of a batch (spec 3.2).
         * @enum {string}
         */
        BatchStatus: "pending" | "processing" | "completed" | "failed" | "cancelled";
        /**
         * @description A batch in the list view: exactly the fields spec 2.4 names for it (issue 25). The full record
         *     (`GET /v1/batch/{id}`) adds the rest, `metadata` and the cancel/failure timestamps among them.
         */
        BatchSummary: {
            /** @description The batch identifier (`bat_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The batch label. */
            name: string;
            status: components["schemas"]["BatchStatus"];
            totalItems: components["schemas"]["Count"];
            /** @description Items that reached a final state (`completed`, `failed` or `skipped`). */
            processedItems: components["schemas"]["Count"];
            successCount: components["schemas"]["Count"];
            failureCount: components["schemas"]["Count"];
            totalCostCents: components["schemas"]["Cents"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When processing started; null until then (and for batches that failed validation).
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When the batch reached a final state; null while pending or processing.
             */
            completedAt: string | null;
        };
        /** @description The answer to a batch whose rows failed validation (spec 4.5): no error envelope. */
        BatchValidationFailed: {
            /** @description The stored failed batch (readable with `GET /v1/batch/{id}`). */
            id: components["schemas"]["ResourceId"];
            /** @enum {string} */
            status: "failed";
            validationErrors: components["schemas"]["RowError"][];
            /** @description E.g. `2 of 5 items failed validation`. */
            message: string;
            /** @description The request id, as in `X-Request-Id`. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `CANNOT_CANCEL` error. */
        CannotCancelErrorBody: {
            error: components["schemas"]["CannotCancelErrorObject"];
        };
        /** @description 400: the batch is already `completed`, `cancelled` or `failed`. */
        CannotCancelErrorObject: {
            /** @enum {string} */
            code: "CANNOT_CANCEL";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * Format: double
         * @description Money in US cents; fractions of a cent are kept.
         */
        Cents: number;
        /**
         * @description One statement a method checked in the submitted content, with its evidence: where it stands,
         *     what it says, what the method found, and (for a calculation) the value it really has. A caller
         *     can highlight `content.slice(start, end)`, which is exactly `text` unless `text` was cut to 500
         *     characters.
         *
         *     Example: for content `He saved $15 because 3 x 5 = 16\nThe answer is 5.` a method may return
         *     `{index: 1, start: 21, end: 31, text: "3 x 5 = 16", verdict: "false", computed: "15", reason: "3 x 5 is 15, not 16"}`.
         */
        CheckedStep: {
            /**
             * Format: int32
             * @description The 1-based number of the step (line, sentence, numbered step or clause) the statement
             *     stands in, counted the way the method split the content. Several statements may share a step.
             */
            index: number;
            /** @description Where the statement starts in `content`: a UTF-16 code unit offset, inclusive. */
            start: components["schemas"]["ContentOffset"];
            /** @description Where the statement ends in `content`: a UTF-16 code unit offset, exclusive (`start <= end`). */
            end: components["schemas"]["ContentOffset"];
            /** @description The statement as written, quoted from `content` (`content.slice(start, end)`, cut to its first 500 characters when longer). */
            text: string;
            /**
             * @description What the method found for this statement: `true` when it holds, `false` when it does not
             *     (for a calculation, the stated result differs from the computed one), `uncertain` when it
             *     could not be checked (e.g. an equation with unknowns, kept as a constraint).
             */
            verdict: components["schemas"]["Verdict"];
            /**
             * @description The value the calculation really has, as the checker writes it (e.g. `15`, `3.33`), when the
             *     method computed one. Absent for statements that are not calculations or could not be computed.
             */
            computed?: string;
            /** @description Why the method reached this verdict, e.g. `3 x 5 is 15, not 16`, or why it could not check the statement. */
            reason: string;
            /**
             * @description With `context.documents` (or `evidence`): how the documents bear on this claim. `supported`: a
             *     passage says it (every content word, number, date and name, with the same polarity);
             *     `contradicted`: a passage settles the same slot with another value (a number, a date, a name, the
             *     opposite polarity, an antonym); `not_found`: neither. Absent without documents.
             */
            support?: components["schemas"]["GroundingSupport"];
            /** @description The passage that decides `support` (for `not_found`, the closest one, when any came close). */
            evidence?: components["schemas"]["StepEvidence"];
            /**
             * @description Numbers, dates and names the claim states that no document mentions (after rounding, number
             *     words, aliases, acronyms and partial names), each with its offsets in `content`. A finding of
             *     its own, not a contradiction: each method's documented rule says what it makes of it (the README's
             *     method table); `semantic` and `tool` call such content `false`.
             */
            unsupported?: components["schemas"]["UnsupportedFact"][];
        };
        /**
         * @description A text claim: 1 to 50,000 characters (Unicode code points, as JSON Schema counts them), kept byte
         *     for byte, surrounding whitespace included. It must have at least one visible character: content
         *     of only whitespace or invisible characters (a zero-width space, a byte order mark) has nothing to
         *     verify and is refused with `400 validation_error` on `content` (for a batch item, a row error).
         *     Markdown (CommonMark with GFM tables) and LaTeX math (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) are read
         *     as written: list markers, emphasis and code are structure, not claims.
         */
        ClaimContent: string;
        /**
         * Format: double
         * @description A confidence between 0 and 1 inclusive.
         */
        Confidence: number;
        /**
         * Format: int32
         * @description A UTF-16 code unit offset into the submitted `content`, as JavaScript's `String.prototype.slice`
         *     counts (content of 50,000 code points has at most 100,000 code units).
         */
        ContentOffset: number;
        /**
         * @description Free-form context, for example `{"domain": "finance"}`, with these named fields:
         *
         *     - `documents`: the sources the content must agree with (at most 20 documents and 1,000,000
         *     characters of text, ids, titles and urls in all; in a batch, the batch's and every item's together). Given, the
         *     methods check the content claim by claim against them and only against them: built-in reference
         *     data is not consulted (see each method in the README).
         *     - `evidence`: the short form of `documents`, a string or an array of strings (each one document
         *     with a text only). Give `documents` or `evidence`, not both.
         *     - `question`: what the content answers (for example the problem a solution solves, or the question
         *     of a retrieval-augmented answer). Offline, content sent with a question is never `true`.
         */
        Context: {
            /**
             * @description The question or problem the content answers. With it, content whose arithmetic holds is
             *     `uncertain` offline rather than `true`: correct arithmetic does not show that the question was
             *     answered. It must be text; anything else is refused with `400 validation_error` on
             *     `context.question` rather than ignored. At most 10,000 characters (an olympiad problem is a few
             *     thousand).
             */
            question?: string;
            documents?: components["schemas"]["GroundingDocument"][];
            evidence?: components["schemas"]["EvidenceText"] | components["schemas"]["EvidenceList"];
        } & {
            [key: string]: unknown;
        };
        /**
         * Format: int32
         * @description A non-negative count.
         */
        Count: number;
        /** @description A request to create a batch: exactly one of `items` and `fileId`. */
        CreateBatchRequest: {
            /**
             * @description Inline items, 1 to 100. Items are validated row by row: if any row is invalid the batch is
             *     stored as `failed` and the 400 row-validation body lists every bad row.
             */
            items?: components["schemas"]["InputItem"][];
            /** @description An id from `POST /v1/batch/upload`; consumed atomically (valid one hour, single use). */
            fileId?: components["schemas"]["Uuid"];
            /** @description Method name to weight, applied to every item. */
            methods: components["schemas"]["MethodWeights"];
            /** @description Options applied to every item. */
            options?: components["schemas"]["VerificationOptions"];
            /** @description A label; default the uploaded file's name, or `Batch of N items`. */
            name?: components["schemas"]["BatchName"];
            /** @description Context for every item; an item's own context keys win. */
            context?: components["schemas"]["Context"];
            /** @description Receives a `batch.completed` (or `batch.cancelled`) event. Same rules as on verify. */
            webhookUrl?: components["schemas"]["WebhookUrl"];
            /**
             * @description The caller's own key/value pairs, stored with the batch and returned wherever the batch is
             *     (its record, the list, the results, its webhook events). The same rules as a verification's
             *     `metadata`: at most 50 keys, each value a string of at most 500 characters; beyond them the
             *     request answers `400 validation_error`.
             */
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description A page of a list that can also be walked with a cursor (`after`), as Stripe's list endpoints
         *     are: the fields of `Pagination`, plus `nextCursor` for the next page.
         */
        CursorPagination: {
            /** @description Items matching the query in all. */
            total: components["schemas"]["Count"];
            /**
             * Format: int32
             * @description The page size used.
             */
            limit: number;
            /** @description How many items were skipped. */
            offset: components["schemas"]["Count"];
            /** @description True when more items follow this page. */
            hasMore: boolean;
            /**
             * @description Give it as `after` to get the page that follows this one; null when `hasMore` is false. A walk
             *     by cursor never repeats or skips a row that existed when it started, whatever is created
             *     meanwhile (newer rows sort before the walk's position, so they are not on its later pages).
             */
            nextCursor: string | null;
        };
        /**
         * @description What the caller should do with the verdict (spec 3.4; see `VerificationOptions`).
         * @enum {string}
         */
        Decision: "accept" | "refine" | "escalate" | "reject";
        /**
         * Format: int32
         * @description A UTF-16 code unit offset into a document's text (1,000,000 characters take at most 2,000,000 code units).
         */
        DocumentOffset: number;
        /** @description One invalid field. */
        ErrorDetail: {
            /** @description Dotted path of the offending field, e.g. `content`, `methods`, `options.timeout`, `items.3.content`, `query.limit`, `header.Idempotency-Key`. */
            field: string;
            /** @description What is wrong with it. */
            message: string;
        };
        /** @description A request for human review, present on `escalated` verifications. */
        Escalation: {
            id: components["schemas"]["ResourceId"];
            reason: components["schemas"]["EscalationReason"];
            priority: components["schemas"]["EscalationPriority"];
            /** @description When the review is due: creation plus 24 hours (high), 72 hours (medium) or 7 days (low). */
            deadline: components["schemas"]["Timestamp"];
            status: components["schemas"]["EscalationStatus"];
        };
        /** @description The envelope of a `escalation_already_resolved` error. */
        EscalationAlreadyResolvedErrorBody: {
            error: components["schemas"]["EscalationAlreadyResolvedErrorObject"];
        };
        /** @description 409: the escalation was resolved already; it keeps the first decision. */
        EscalationAlreadyResolvedErrorObject: {
            /** @enum {string} */
            code: "escalation_already_resolved";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `escalation_expired` error. */
        EscalationExpiredErrorBody: {
            error: components["schemas"]["EscalationExpiredErrorObject"];
        };
        /** @description 409: the escalation's deadline passed before anyone resolved it; it is `expired` and can no longer be resolved. */
        EscalationExpiredErrorObject: {
            /** @enum {string} */
            code: "escalation_expired";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description An escalation's deadline passed before anyone resolved it: it is now `expired`. */
        EscalationExpiredEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "escalation.expired";
            data: components["schemas"]["EscalationRecord"];
        };
        /** @description A page of escalations. */
        EscalationList: {
            data: components["schemas"]["EscalationRecord"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Whether an undecided verification goes to a person (`VerificationOptions.escalation`).
         * @enum {string}
         */
        EscalationMode: "auto" | "never";
        /**
         * @description How urgently a person should review an escalation.
         * @enum {string}
         */
        EscalationPriority: "low" | "medium" | "high";
        /**
         * @description Why a verification was escalated.
         * @enum {string}
         */
        EscalationReason: "conflicting_verdicts" | "insufficient_evidence" | "processing_failed";
        /**
         * @description An escalation as a resource of its own: the request for human review that an `escalate`
         *     decision creates, with the verification it is about.
         *
         *     Lifecycle: `pending` → `resolved` (`POST /v1/escalations/{id}/resolve`, before the deadline) or
         *     `expired` (the deadline passed; Verity moves it without being asked, within about a minute).
         *     Both are final. `in_review` is reserved for review tooling; v1 sets no escalation to it.
         */
        EscalationRecord: {
            /** @description The escalation identifier (`esc_…`), the same as the verification's `escalation.id`. */
            id: components["schemas"]["ResourceId"];
            /** @description The verification under review (`ver_…`). */
            verificationId: components["schemas"]["ResourceId"];
            reason: components["schemas"]["EscalationReason"];
            priority: components["schemas"]["EscalationPriority"];
            status: components["schemas"]["EscalationStatus"];
            /** @description When the review is due: creation plus 24 hours (high), 72 hours (medium) or 7 days (low). */
            deadline: components["schemas"]["Timestamp"];
            /** @description When the escalation was created: when the methods finished. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The reviewer's decision; present when `status` is `resolved`. */
            review?: components["schemas"]["Review"];
            /** @description When the deadline passed unresolved and the escalation became `expired`; present only then. */
            expiredAt?: components["schemas"]["Timestamp"];
            /**
             * @description The verification as `GET /v1/verify/{id}` answers it: `escalated` while the escalation is open
             *     or expired, `completed` with `review` once resolved. Its `content` and `paradigmResults` (each
             *     with the `steps` the method checked) are what a reviewer reads.
             */
            verification: components["schemas"]["VerificationEscalated"] | components["schemas"]["VerificationCompleted"];
        };
        /** @description An escalation was resolved by a reviewer: `data.review` holds the decision, `data.verification` is now `completed`. */
        EscalationResolvedEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "escalation.resolved";
            data: components["schemas"]["EscalationRecord"];
        };
        /**
         * @description The order of `GET /v1/escalations`.
         * @enum {string}
         */
        EscalationSort: "newest" | "deadline";
        /**
         * @description Where an escalation stands in review (see `EscalationRecord` for the lifecycle).
         * @enum {string}
         */
        EscalationStatus: "pending" | "in_review" | "resolved" | "expired";
        /** @description Several source texts in the short form `context.evidence`, each one document: at most 20. */
        EvidenceList: components["schemas"]["EvidenceText"][];
        /** @description One source text in the short form `context.evidence`: 1 to 1,000,000 characters. */
        EvidenceText: string;
        /** @description A human-readable explanation. */
        Explanation: string;
        /**
         * @description The format of an uploaded file.
         * @enum {string}
         */
        FileFormat: "csv" | "json";
        /** @description The envelope of a `FILE_STORAGE_UNAVAILABLE` error. */
        FileStorageUnavailableErrorBody: {
            error: components["schemas"]["FileStorageUnavailableErrorObject"];
        };
        /** @description 503: file storage is not configured on this server; submit the items inline instead. */
        FileStorageUnavailableErrorObject: {
            /** @enum {string} */
            code: "FILE_STORAGE_UNAVAILABLE";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `forbidden` error. */
        ForbiddenErrorBody: {
            error: components["schemas"]["ForbiddenErrorObject"];
        };
        /** @description 403: the resource belongs to another organization. */
        ForbiddenErrorObject: {
            /** @enum {string} */
            code: "forbidden";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * @description A source the content must agree with (issue 23): a retrieved passage, a report, a policy. Only
         *     `text` is read; `id`, `title` and `url` name the document back in each step's `evidence` and, for
         *     the `tool` method, in `sources`. Read whole: never cut, whatever its length within the limits of
         *     `Context.documents`.
         */
        GroundingDocument: {
            /** @description The caller's identifier of the document, echoed in `steps[].evidence.documentId`. */
            id?: string;
            /** @description A title; a name it gives counts as mentioned by the document. */
            title?: string;
            /** @description Where the document comes from; listed in the `tool` method's `sources`. */
            url?: components["schemas"]["SourceUrl"];
            /** @description The document's text, 1 to 1,000,000 characters (all documents together hold at most 1,000,000). */
            text: string;
        };
        /**
         * @description How the caller's documents bear on one claim (see `CheckedStep.support`).
         * @enum {string}
         */
        GroundingSupport: "supported" | "contradicted" | "not_found";
        /**
         * @description The state of a dependency.
         * @enum {string}
         */
        HealthState: "ok" | "unavailable";
        /** @description The envelope of a `idempotency_request_in_progress` error. */
        IdempotencyInProgressErrorBody: {
            error: components["schemas"]["IdempotencyInProgressErrorObject"];
        };
        /** @description 409: a request with this `Idempotency-Key` is still being processed. */
        IdempotencyInProgressErrorObject: {
            /** @enum {string} */
            code: "idempotency_request_in_progress";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `idempotency_key_reused` error. */
        IdempotencyKeyReusedErrorBody: {
            error: components["schemas"]["IdempotencyKeyReusedErrorObject"];
        };
        /** @description 422: the `Idempotency-Key` was already used with a different request body. */
        IdempotencyKeyReusedErrorObject: {
            /** @enum {string} */
            code: "idempotency_key_reused";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description A caller-chosen deduplication key, 1 to 255 characters. */
        IdempotencyKeyValue: string;
        /**
         * @description How a batch's input was supplied.
         * @enum {string}
         */
        InputFormat: "inline" | "csv" | "json";
        /** @description One item to verify, inline or as a row of an uploaded file (spec 2.7). */
        InputItem: {
            /** @description The content: 1 to 50,000 characters, leading and trailing whitespace preserved. */
            content: components["schemas"]["ClaimContent"];
            /** @description Per-item context; its keys override the batch `context`. In CSV every value is a string. */
            context?: components["schemas"]["Context"];
            /**
             * @description Deduplication key, at most 255 characters. Unique within a batch (a duplicate is a row error).
             *     In a later batch of the same organization, an item with the same key and content reuses the
             *     earlier completed verification instead of verifying again.
             */
            idempotencyKey?: components["schemas"]["IdempotencyKeyValue"];
        };
        /** @description The envelope of a `internal_error` error. */
        InternalErrorBody: {
            error: components["schemas"]["InternalErrorObject"];
        };
        /** @description 500: an unexpected failure. The message carries no internals; quote `requestId`. */
        InternalErrorObject: {
            /** @enum {string} */
            code: "internal_error";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description Caller-supplied key/value data stored with the verification and echoed back. At most 50 keys; values are strings of at most 500 characters. */
        Metadata: {
            [key: string]: components["schemas"]["MetadataValue"];
        };
        /** @description A metadata value: a string of at most 500 characters. */
        MetadataValue: string;
        /**
         * @description Method name to weight. At least one method; unknown names are refused with
         *     `validation_error`. A method above the organization's plan is refused with
         *     `403 plan_upgrade_required`.
         */
        MethodWeights: {
            semantic?: components["schemas"]["Weight"];
            reasoning?: components["schemas"]["Weight"];
            tool?: components["schemas"]["Weight"];
            biprm?: components["schemas"]["Weight"];
            ensemble?: components["schemas"]["Weight"];
            entropy?: components["schemas"]["Weight"];
            formal?: components["schemas"]["Weight"];
        };
        /**
         * Format: int32
         * @description A duration in milliseconds.
         */
        Milliseconds: number;
        /** @description The envelope of a `not_found` error. */
        NotFoundErrorBody: {
            error: components["schemas"]["NotFoundErrorObject"];
        };
        /** @description 404: no such route or resource (or it expired, was used, or belongs to another organization where that is not revealed). */
        NotFoundErrorObject: {
            /** @enum {string} */
            code: "not_found";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * @description An opaque page cursor (`after`): pass back exactly the `pagination.nextCursor` of the previous
         *     page. It names a position in the list's order (creation time, then id), not a row, so it keeps
         *     working when rows are added or removed meanwhile. Treat it as an opaque string: its form may
         *     change between versions.
         */
        PageCursor: string;
        /** @description A page of a list (spec 4.1). */
        Pagination: {
            /** @description Items matching the query in all. */
            total: components["schemas"]["Count"];
            /**
             * Format: int32
             * @description The page size used.
             */
            limit: number;
            /** @description How many items were skipped. */
            offset: components["schemas"]["Count"];
            /** @description True when more items follow this page. */
            hasMore: boolean;
        };
        /**
         * @description A verification method (a "paradigm"), with its documented false-positive rate and plan:
         *     `formal` (0%, Enterprise), `tool` (~1%, Pro), `reasoning` (~4-5%, Free),
         *     `biprm` (~5-7%, Pro), `entropy` (~8-10%, Pro), `ensemble` (~15-20%, Pro),
         *     `semantic` (~20-30%, Free).
         * @enum {string}
         */
        Paradigm: "semantic" | "reasoning" | "tool" | "biprm" | "ensemble" | "entropy" | "formal";
        /** @description The result of one method (an element of `paradigmResults`). */
        ParadigmResult: {
            /** @description Identifier of this method result. */
            id?: components["schemas"]["ResourceId"];
            /** @description The method. */
            paradigm: components["schemas"]["Paradigm"];
            /** @description This method's verdict; `uncertain` when it could not decide. */
            verdict: components["schemas"]["Verdict"];
            /**
             * @description This method's confidence in its verdict (0 when `uncertain`): a measured probability. For the offline
             *     methods it is the share of verdicts of the same class (method, verdict, and what decided it) that were
             *     right on Verity's development sets, smoothed so that it never reaches 1 (see spec/DECISIONS.md).
             */
            confidence: components["schemas"]["Confidence"];
            /** @description How this method reached its verdict. */
            reasoning: components["schemas"]["Explanation"];
            /** @description `offline` for Verity's built-in checkers, otherwise the configured upstream provider. */
            provider?: string;
            /** @description The checker set or upstream model identifier, e.g. `verity-offline-1`. */
            model?: string;
            /** @description Time spent by this method. */
            processingTimeMs: components["schemas"]["Milliseconds"];
            /** @description Cost of this method in cents. */
            costCents?: components["schemas"]["Cents"];
            /**
             * @description Only for the `tool` method: the sources consulted (URLs). With `context.documents`, each
             *     document: its `url`, or `urn:verity:document:<index>` (0-based) for one without.
             */
            sources?: components["schemas"]["SourceUrl"][];
            /**
             * @description The statements this method checked, in the order they appear in `content`, so a caller can
             *     point at the wrong line: a `false` content names its false step(s) here. Always present; an
             *     empty array when the method found no statement it could check (or the verification predates
             *     steps). At most 500 entries: statements beyond them are summarised in `reasoning`.
             */
            steps: components["schemas"]["CheckedStep"][];
        };
        /** @description An identifier in a path. Any well-formed id that does not exist answers 404. */
        PathId: string;
        /** @description The envelope of a `payload_too_large` error. */
        PayloadTooLargeErrorBody: {
            error: components["schemas"]["PayloadTooLargeErrorObject"];
        };
        /**
         * @description 413: the body is too large. A JSON body may be as large as the operation's own limits allow:
         *     each length-limited string at 4 bytes a character (times its array's item limit) plus 64 KB,
         *     and never less than 1 MB; so 1 MB for `POST /v1/verify`, about 19.2 MB for `POST /v1/batch`
         *     (100 items of 50,000 characters each). No JSON body may hold more than 524,288 values (array
         *     entries and object members). Uploads: files over 10 MB.
         */
        PayloadTooLargeErrorObject: {
            /** @enum {string} */
            code: "payload_too_large";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * @description A plan of Verity.
         * @enum {string}
         */
        Plan: "free" | "pro" | "enterprise";
        /** @description The envelope of a `plan_upgrade_required` error. */
        PlanUpgradeRequiredErrorBody: {
            error: components["schemas"]["PlanUpgradeRequiredErrorObject"];
        };
        /** @description 403: a requested method needs a higher plan; `details` names the method and `requiredPlan` the plan that unlocks it. */
        PlanUpgradeRequiredErrorObject: {
            /** @enum {string} */
            code: "plan_upgrade_required";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
            /** @description The lowest plan that allows every requested method. */
            requiredPlan: components["schemas"]["Plan"];
        };
        /** @description An upstream provider configured for model-backed methods (no secrets). */
        ProviderInfo: {
            name: string;
            /** @description The wire format: `openai` (Chat Completions) or `anthropic` (Messages). */
            kind: string;
            model: string;
            /** @description The methods this provider serves. */
            methods: components["schemas"]["Paradigm"][];
        };
        /** @description The envelope of a `quota_exceeded` error. */
        QuotaExceededErrorBody: {
            error: components["schemas"]["QuotaExceededErrorObject"];
        };
        /** @description 402: batch processing is not available on the Free plan. */
        QuotaExceededErrorObject: {
            /** @enum {string} */
            code: "quota_exceeded";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `rate_limited` error. */
        RateLimitedErrorBody: {
            error: components["schemas"]["RateLimitedErrorObject"];
        };
        /** @description 429: the organization's rate limit is exceeded, or (with a key that fails) the client address spent its failed-authentication budget. */
        RateLimitedErrorObject: {
            /** @enum {string} */
            code: "rate_limited";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
            /** @description Seconds to wait before retrying (also in the `Retry-After` header). */
            retryAfter: components["schemas"]["Count"];
        };
        /** @description A unique identifier of this request; quote it when reporting a problem. */
        RequestIdValue: string;
        /** @description A reviewer's decision on an escalation. */
        ResolveEscalationRequest: {
            /** @description `accept`: the content can be relied on; `reject`: it should not be. */
            decision: components["schemas"]["ReviewDecision"];
            /** @description The verdict the reviewer sets in place of the methods' verdict, when it was wrong. */
            correctedVerdict?: components["schemas"]["Verdict"];
            /** @description Why, for the record. */
            note?: components["schemas"]["ReviewNote"];
            /** @description Who decided, for the record. */
            reviewer?: components["schemas"]["ReviewerName"];
        };
        /** @description An opaque identifier with a type prefix (`ver_`, `bat_`, `itm_`, `esc_`, `org_`, `evt_`). */
        ResourceId: string;
        /** @description A results file: at most 100 items of at most 50,000-character content each, plus their fields. */
        ResultsFile: string;
        /**
         * @description The format of `GET /v1/batch/{id}/results`.
         * @enum {string}
         */
        ResultsFormat: "json" | "jsonl" | "csv";
        /**
         * @description A person's decision on an escalation, recorded beside the methods' result: the verification's
         *     own `verdict`, `confidence` and `decision` stay what the methods reached, and `review` says what
         *     the reviewer decided. To act on a reviewed verification, read `review.decision`, and
         *     `review.correctedVerdict` when present (else the verification's `verdict`).
         */
        Review: {
            /** @description `accept` or `reject`. */
            decision: components["schemas"]["ReviewDecision"];
            /** @description The verdict the reviewer set in place of the methods' `verdict`; absent when the reviewer kept it. */
            correctedVerdict?: components["schemas"]["Verdict"];
            /** @description The reviewer's note, as given. */
            note?: components["schemas"]["ReviewNote"];
            /** @description Who reviewed, as given. */
            reviewer?: components["schemas"]["ReviewerName"];
            /** @description When the escalation was resolved. */
            resolvedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description What the reviewer decided about escalated content.
         * @enum {string}
         */
        ReviewDecision: "accept" | "reject";
        /** @description The reviewer's note: 1 to 2,000 characters. */
        ReviewNote: string;
        /** @description Who reviewed: a name or handle, 1 to 200 characters, stored as given (Verity does not check it). */
        ReviewerName: string;
        /** @description One rejected input row. */
        RowError: {
            /**
             * Format: int32
             * @description Zero-based position of the item in the submitted input: the `items` array, the JSON array, or the CSV data rows (header excluded, blank lines not counted). The numbering of `BatchItem.itemIndex`.
             */
            row: number;
            /** @description What is wrong with the row, e.g. `content is required`. */
            error: string;
        };
        /** @description Service health (spec 4.11). Queue and worker figures are service-wide counts; the organization block is the caller's own. */
        ServiceStatus: {
            /**
             * @description `ok` when every dependency is healthy, `degraded` otherwise.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description The server's version. */
            version: string;
            /** @enum {string} */
            apiVersion: "v1";
            uptimeSeconds: components["schemas"]["Count"];
            /** @description The server's current time. */
            time: components["schemas"]["Timestamp"];
            database: {
                status: components["schemas"]["HealthState"];
            };
            queue: {
                /** @description Batch items and asynchronous verifications waiting. */
                queued: components["schemas"]["Count"];
                /** @description Work in progress. */
                processing: components["schemas"]["Count"];
            };
            workers: {
                /** @description Concurrent verifications the pool runs. */
                size: components["schemas"]["Count"];
                busy: components["schemas"]["Count"];
            };
            /** @description Upstream providers; empty when only the offline engine is used. */
            providers: components["schemas"]["ProviderInfo"][];
            /** @description The caller's organization. */
            organization: {
                id: components["schemas"]["ResourceId"];
                name: string;
                plan: components["schemas"]["Plan"];
                /** @description `options.escalation` of the organization's requests that give none (issue 25). */
                escalation: components["schemas"]["EscalationMode"];
            };
        };
        /** @description The envelope of a `service_unavailable` error. */
        ServiceUnavailableErrorBody: {
            error: components["schemas"]["ServiceUnavailableErrorObject"];
        };
        /** @description 503: the service is shutting down or its database is unavailable. */
        ServiceUnavailableErrorObject: {
            /** @enum {string} */
            code: "service_unavailable";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * Format: uri
         * @description The URL of a source a method consulted.
         */
        SourceUrl: string;
        /**
         * @description A passage of one of the caller's documents. `start`/`end` are UTF-16 code unit offsets into that
         *     document's `text` (`text.slice(start, end)`), `quote` is that slice cut to 500 characters.
         */
        StepEvidence: {
            /**
             * Format: int32
             * @description The 0-based position of the document in `context.documents` (or `context.evidence`).
             */
            document: number;
            /** @description The document's `id`, when it has one. */
            documentId?: string;
            /** @description Where the passage starts in the document's text: a UTF-16 code unit offset, inclusive. */
            start: components["schemas"]["DocumentOffset"];
            /** @description Where it ends, exclusive (`start <= end`). */
            end: components["schemas"]["DocumentOffset"];
            /** @description The passage as written in the document, cut to its first 500 characters. */
            quote: string;
        };
        /**
         * Format: date-time
         * @description An ISO 8601 timestamp in UTC with milliseconds, e.g. `2026-11-21T20:42:00.000Z`.
         */
        Timestamp: string;
        /** @description The envelope of a `unauthorized` error. */
        UnauthorizedErrorBody: {
            error: components["schemas"]["UnauthorizedErrorObject"];
        };
        /** @description 401: the API key is missing, malformed, unknown or revoked. */
        UnauthorizedErrorObject: {
            /** @enum {string} */
            code: "unauthorized";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * Format: int64
         * @description Unix time in seconds.
         */
        UnixSeconds: number;
        /** @description A number, date or name a claim states that no document mentions. */
        UnsupportedFact: {
            kind: components["schemas"]["UnsupportedFactKind"];
            /** @description As written in `content` (`content.slice(start, end)`, cut to 200 characters). */
            text: string;
            start: components["schemas"]["ContentOffset"];
            end: components["schemas"]["ContentOffset"];
        };
        /**
         * @description What kind of fact a claim states that the documents never mention.
         * @enum {string}
         */
        UnsupportedFactKind: "number" | "date" | "name";
        /** @description The envelope of a `unsupported_media_type` error. */
        UnsupportedMediaTypeErrorBody: {
            error: components["schemas"]["UnsupportedMediaTypeErrorObject"];
        };
        /** @description 415: the body's content type is not the one the operation takes. */
        UnsupportedMediaTypeErrorObject: {
            /** @enum {string} */
            code: "unsupported_media_type";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        UploadForm: {
            /**
             * Format: binary
             * @description A CSV or JSON file of at most 10 MB (spec 2.8).
             */
            file: string;
            /** @description Forces the format; otherwise the extension decides, then the content. */
            format?: components["schemas"]["FileFormat"];
        };
        /** @description The file could not be parsed (spec 4.6): no error envelope. */
        UploadParseFailed: {
            /** @description What is wrong, e.g. `The CSV header has no content column`. */
            error: string;
            validationErrors: components["schemas"]["RowError"][];
            /** @description The request id, as in `X-Request-Id`. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description An uploaded batch file (spec 2.6). */
        UploadedFile: {
            /** @description Single-use handle for `POST /v1/batch` (`fileId`). */
            fileId: components["schemas"]["Uuid"];
            originalFileName: string;
            format: components["schemas"]["FileFormat"];
            /**
             * Format: int32
             * @description Valid items kept (at most 100).
             */
            itemCount: number;
            /** @description Rows skipped because they were invalid; empty when the file is clean. */
            validationErrors: components["schemas"]["RowError"][];
            /** @description One hour after upload. */
            expiresAt: components["schemas"]["Timestamp"];
            /** @description A summary, with warnings: skipped rows and items dropped beyond 100. */
            message: string;
        };
        /** @description The envelope of a `upstream_error` error. */
        UpstreamErrorBody: {
            error: components["schemas"]["UpstreamErrorObject"];
        };
        /** @description 502: an upstream verification provider failed after the allowed retries. Nothing is charged. */
        UpstreamErrorObject: {
            /** @enum {string} */
            code: "upstream_error";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `upstream_timeout` error. */
        UpstreamTimeoutErrorBody: {
            error: components["schemas"]["UpstreamTimeoutErrorObject"];
        };
        /** @description 504: an upstream verification provider did not answer within `timeout`. Nothing is charged. */
        UpstreamTimeoutErrorObject: {
            /** @enum {string} */
            code: "upstream_timeout";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /** @description The envelope of a `usage_limit_exceeded` error. */
        UsageLimitExceededErrorBody: {
            error: components["schemas"]["UsageLimitExceededErrorObject"];
        };
        /** @description 403: the monthly verification quota is used up. */
        UsageLimitExceededErrorObject: {
            /** @enum {string} */
            code: "usage_limit_exceeded";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
            /** @description Verifications allowed per calendar month (UTC). */
            limit: components["schemas"]["Count"];
            /** @description Verifications counted so far this month. */
            used: components["schemas"]["Count"];
            /** @description When the count resets: the first instant of the next UTC month. */
            resetDate: components["schemas"]["Timestamp"];
        };
        /**
         * Format: uuid
         * @description A UUID, e.g. `8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b`.
         */
        Uuid: string;
        /** @description The envelope of a `validation_error` error. */
        ValidationErrorBody: {
            error: components["schemas"]["ValidationErrorObject"];
        };
        /** @description 400: an invalid or missing parameter, header, query or body field (including malformed JSON and cross-field option rules). */
        ValidationErrorObject: {
            /** @enum {string} */
            code: "validation_error";
            /** @description A human-readable explanation, safe to show; never carries internals. */
            message: string;
            /** @description The invalid fields, for validation errors. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request id, as in the `X-Request-Id` header. */
            requestId: components["schemas"]["RequestIdValue"];
        };
        /**
         * @description The outcome of a verification or of one method.
         * @enum {string}
         */
        Verdict: "true" | "false" | "uncertain";
        /**
         * @description A verification in the shape of its state (spec 2.1): `pending` and `processing` carry
         *     only `id`, `status`, `content`, `createdAt`; `escalated` adds `verdict`, `confidence`,
         *     `decision`, `reasoning`, `paradigmResults`, `processingTimeMs`, `metadata` and `escalation`;
         *     `completed` carries everything but `escalation`, except once a reviewer resolved the escalation:
         *     then it carries the `escalation` (status `resolved`) and the reviewer's `review`.
         */
        Verification: components["schemas"]["VerificationPending"] | components["schemas"]["VerificationProcessing"] | components["schemas"]["VerificationCompleted"] | components["schemas"]["VerificationEscalated"];
        /** @description A finished verification. */
        VerificationCompleted: {
            /** @description The verification identifier (`ver_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The submitted content, byte for byte. */
            content: components["schemas"]["ClaimContent"];
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "completed";
            verdict: components["schemas"]["Verdict"];
            confidence: components["schemas"]["Confidence"];
            decision: components["schemas"]["Decision"];
            /** @description The overall explanation: which methods decided what, and why this decision. */
            reasoning: components["schemas"]["Explanation"];
            /**
             * @description One entry per requested method, each with the statements it checked (`steps`). Empty only
             *     for an asynchronous verification that failed after its retries (escalation reason
             *     `processing_failed`).
             */
            paradigmResults: components["schemas"]["ParadigmResult"][];
            /** @description Wall time of the whole verification (0 for one that failed asynchronously). */
            processingTimeMs: components["schemas"]["Milliseconds"];
            /** @description The caller's metadata, echoed back (`{}` when none was given). */
            metadata: components["schemas"]["Metadata"];
            /** @description Sum of the methods' costs. 0 for a cached response. */
            costCents: components["schemas"]["Cents"];
            /** @description Present on responses of `POST /v1/verify`: true when served from the 24-hour cache (the id is then the original verification's). */
            cached?: boolean;
            /** @description When the methods finished. For a verification a reviewer resolved, `review.resolvedAt` says when the reviewer decided. */
            completedAt: components["schemas"]["Timestamp"];
            /** @description Present on a verification that was escalated and then resolved by a reviewer: the escalation, now `resolved`. */
            escalation?: components["schemas"]["Escalation"];
            /**
             * @description Present on a verification that was escalated and then resolved by a reviewer: the reviewer's
             *     decision, beside the methods' `verdict`, `confidence` and `decision` (which stay `escalate`).
             */
            review?: components["schemas"]["Review"];
        };
        /** @description A verification requested with `webhookUrl` completed. */
        VerificationCompletedEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "verification.completed";
            data: components["schemas"]["VerificationCompleted"];
        };
        /**
         * @description A verification whose decision was `escalate` (or that failed asynchronously): it awaits human
         *     review. Besides the escalation it carries the result the methods reached (`decision`,
         *     `reasoning`, `paradigmResults`, `processingTimeMs`) and the caller's `metadata`, so the create
         *     response is a whole verification (spec 4.3) whatever the decision; `GET /v1/verify/{id}` and the
         *     `verification.escalated` webhook answer the same shape. Its `decision` is always `escalate`.
         */
        VerificationEscalated: {
            /** @description The verification identifier (`ver_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The submitted content, byte for byte. */
            content: components["schemas"]["ClaimContent"];
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "escalated";
            verdict: components["schemas"]["Verdict"];
            confidence: components["schemas"]["Confidence"];
            decision: components["schemas"]["Decision"];
            /** @description The overall explanation: which methods decided what, and why this decision. */
            reasoning: components["schemas"]["Explanation"];
            /**
             * @description One entry per requested method, each with the statements it checked (`steps`). Empty only
             *     for an asynchronous verification that failed after its retries (escalation reason
             *     `processing_failed`).
             */
            paradigmResults: components["schemas"]["ParadigmResult"][];
            /** @description Wall time of the whole verification (0 for one that failed asynchronously). */
            processingTimeMs: components["schemas"]["Milliseconds"];
            /** @description The caller's metadata, echoed back (`{}` when none was given). */
            metadata: components["schemas"]["Metadata"];
            /** @description The request for human review. */
            escalation: components["schemas"]["Escalation"];
            /** @description Present on responses of `POST /v1/verify`: true when served from the 24-hour cache. */
            cached?: boolean;
        };
        /** @description A verification requested with `webhookUrl` was escalated (including one that failed while processing). */
        VerificationEscalatedEvent: {
            /** @description The event id, equal to the `webhook-id` header. */
            id: components["schemas"]["ResourceId"];
            /** @description When the event was created (the first attempt). */
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            type: "verification.escalated";
            data: components["schemas"]["VerificationEscalated"];
        };
        /** @description A page of verifications, newest first. */
        VerificationList: {
            /** @description Each verification in the shape of its state, as `GET /v1/verify/{id}` answers it. */
            data: components["schemas"]["Verification"][];
            pagination: components["schemas"]["CursorPagination"];
        };
        /**
         * @description Options for a verification or for every item of a batch.
         *
         *     Aggregation: for each method that decided (`true` or `false`) with weight w and
         *     confidence c, T sums w·c over `true`, F over `false`, and D sums w. The verdict is
         *     `true` if T > F, `false` if F > T, otherwise `uncertain`; confidence is |T − F| / D
         *     (0 when nothing decided). `uncertain` method results neither support nor dilute.
         *
         *     Decision: confidence >= `acceptThreshold` → `accept`; >= 0.70 → `refine`; below
         *     0.70 → `escalate` when the methods disagree, otherwise `reject`. The methods
         *     disagree when decided results include both `true` and `false`, or when the
         *     decided methods carry less than `escalateThreshold` of the total weight.
         *     Each boundary belongs to the higher band.
         */
        VerificationOptions: {
            /**
             * Format: int32
             * @description Time budget per verification (per item in a batch), in milliseconds. Default 30000.
             * @default 30000
             */
            timeout?: number;
            /** @description Used with `retryOnLowConfidence`: rerun the provider-backed methods once when confidence is below this. */
            minConfidence?: components["schemas"]["Confidence"];
            /**
             * @description Confidence at or above which the decision is `accept`. Default 0.95; must be greater than `escalateThreshold`.
             * @default 0.95
             */
            acceptThreshold?: components["schemas"]["Confidence"];
            /**
             * @description Below 0.70 confidence, the share of total weight that must decide for the methods to count as agreeing. Default 0.5.
             * @default 0.5
             */
            escalateThreshold?: components["schemas"]["Confidence"];
            /**
             * Format: int32
             * @description Retries per method for transient upstream failures, 0 to 5. Default 0.
             * @default 0
             */
            maxRetries?: number;
            /**
             * @description When confidence is below `minConfidence`, rerun once the methods whose answer can change: those
             *     an upstream language model answered. Offline results (every method without a configured
             *     provider, and an answer proved exactly) are deterministic and are kept, so with none of the
             *     first kind nothing is rerun and `retryCount` stays 0. The rerun replaces those methods'
             *     results only when the confidence it gives is higher. The cost includes both runs of a rerun
             *     method (the provider was paid twice) and every other method once; the request counts as one
             *     verification against the monthly quota. Requires `minConfidence`. Default false.
             * @default false
             */
            retryOnLowConfidence?: boolean;
            /**
             * @description Serve an identical request from the 24-hour cache (single verifications only). Default true.
             * @default true
             */
            useCache?: boolean;
            /**
             * @description Whether a verification the methods cannot settle (decision `escalate`) goes to a person.
             *     `auto`: it is stored `escalated` with an escalation (reason, priority, deadline) that appears
             *     in `GET /v1/escalations` and on the review page, and its webhook event is
             *     `verification.escalated`. `never`: it is stored `completed` with the same verdict, confidence
             *     and decision (`escalate` still says that the methods could not settle it), without
             *     `escalation`; no escalation is created and the webhook event is `verification.completed`.
             *     An asynchronous verification that fails after its attempts is escalated (`processing_failed`)
             *     whatever the mode: that is how a failure is reported. Default: the organization's setting,
             *     `auto` unless an operator changed it (admin CLI `org update --escalation never`). Part of the
             *     cache key; in a batch it applies to every item, and the batch's `options` show the mode used.
             */
            escalation?: components["schemas"]["EscalationMode"];
        };
        /** @description A verification accepted for asynchronous processing (webhook requests), not yet started. */
        VerificationPending: {
            /** @description The verification identifier (`ver_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The submitted content, byte for byte. */
            content: components["schemas"]["ClaimContent"];
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "pending";
        };
        /** @description A verification being processed. */
        VerificationProcessing: {
            /** @description The verification identifier (`ver_…`). */
            id: components["schemas"]["ResourceId"];
            /** @description The submitted content, byte for byte. */
            content: components["schemas"]["ClaimContent"];
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "processing";
        };
        /**
         * @description Lifecycle of a verification (spec 3.1).
         * @enum {string}
         */
        VerificationStatus: "pending" | "processing" | "completed" | "escalated";
        /** @description A request to verify one claim. */
        VerifyRequest: {
            /** @description The content to verify. */
            content: components["schemas"]["ClaimContent"];
            /** @description The methods to use, each with a weight. */
            methods: components["schemas"]["MethodWeights"];
            options?: components["schemas"]["VerificationOptions"];
            context?: components["schemas"]["Context"];
            metadata?: components["schemas"]["Metadata"];
            /**
             * @description When given, the call returns at once (202) and the result is POSTed to this URL as a
             *     `verification.completed` or `verification.escalated` event (see `WebhookEvent`).
             *     Addresses on loopback, private, link-local or metadata networks are refused.
             */
            webhookUrl?: components["schemas"]["WebhookUrl"];
        };
        /**
         * @description Webhook events (spec 6). Verity POSTs one event as JSON to the `webhookUrl` of a verification
         *     or batch when it reaches a final state, and when an escalation of such a verification (or of
         *     an item of such a batch) is resolved or expires, signed per Standard Webhooks
         *     (https://www.standardwebhooks.com):
         *
         *     - `webhook-id`: the event id (`evt_…`), the same on every redelivery: deduplicate on it;
         *     - `webhook-timestamp`: Unix seconds of this attempt;
         *     - `webhook-signature`: `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`,
         *     keyed with the organization's `whsec_…` secret (base64 after the prefix).
         *
         *     Any 2xx answer within 15 seconds acknowledges the event. Otherwise Verity retries after
         *     5 s, 5 min, 30 min, 2 h, 5 h and 10 h (each ±20 % jitter), then gives up and records the last
         *     error. Redirects are not followed; targets on loopback, private, link-local or metadata
         *     addresses are refused.
         */
        WebhookEvent: components["schemas"]["VerificationCompletedEvent"] | components["schemas"]["VerificationEscalatedEvent"] | components["schemas"]["BatchCompletedEvent"] | components["schemas"]["BatchCancelledEvent"] | components["schemas"]["EscalationResolvedEvent"] | components["schemas"]["EscalationExpiredEvent"];
        /**
         * Format: uri
         * @description An `http` or `https` URL (at most 2,048 characters) that Verity will POST webhook events to.
         */
        WebhookUrl: string;
        /**
         * Format: double
         * @description A weight for one method, from 0.001 to 1. Weights are relative importance: only their ratios matter.
         */
        Weight: number;
    };
    responses: never;
    parameters: {
        /** @description Page size, 1 to 100. Default 20. */
        "PageQuery.limit": number;
        /** @description Items to skip, 0 or more. Default 0. */
        "PageQuery.offset": number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBatches: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. Default 20. */
                limit?: components["parameters"]["PageQuery.limit"];
                /** @description Items to skip, 0 or more. Default 0. */
                offset?: components["parameters"]["PageQuery.offset"];
                /** @description Only batches in this status. */
                status?: components["schemas"]["BatchStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of batches. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchList"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the request safe to retry. Repeating it with the same key and body within 24 hours
                 *     (per organization) returns the first response with `Idempotent-Replayed: true`. The same key
                 *     with a different body gives `422 idempotency_key_reused`; a repeat while the first request is
                 *     still running gives `409 idempotency_request_in_progress`. 5xx responses are not stored.
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKeyValue"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBatchRequest"];
            };
        };
        responses: {
            /** @description Batch accepted; poll `GET /v1/batch/{id}` or wait for the webhook. */
            202: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchAccepted"];
                };
            };
            /** @description Rows failed validation; the batch is stored as `failed`. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchValidationFailed"] | components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Batches need the Pro or Enterprise plan. */
            402: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaExceededErrorBody"];
                };
            };
            /** @description A requested method is not available on the organization's plan. */
            403: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanUpgradeRequiredErrorBody"] | components["schemas"]["UsageLimitExceededErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description The first request with this key has not finished; retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyInProgressErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeErrorBody"];
                };
            };
            /** @description Send `application/json` (or `multipart/form-data` for uploads). */
            415: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeErrorBody"];
                };
            };
            /** @description Use a new key for a different request. */
            422: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    uploadBatchFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the request safe to retry. Repeating it with the same key and body within 24 hours
                 *     (per organization) returns the first response with `Idempotent-Replayed: true`. The same key
                 *     with a different body gives `422 idempotency_key_reused`; a repeat while the first request is
                 *     still running gives `409 idempotency_request_in_progress`. 5xx responses are not stored.
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKeyValue"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description The file was stored. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFile"];
                };
            };
            /** @description The file could not be parsed. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadParseFailed"] | components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Batches need the Pro or Enterprise plan. */
            402: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaExceededErrorBody"];
                };
            };
            /** @description The first request with this key has not finished; retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyInProgressErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeErrorBody"];
                };
            };
            /** @description Send `application/json` (or `multipart/form-data` for uploads). */
            415: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeErrorBody"];
                };
            };
            /** @description Use a new key for a different request. */
            422: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Uploads are switched off; use inline `items`. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileStorageUnavailableErrorBody"] | components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    cancelBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the request safe to retry. Repeating it with the same key and body within 24 hours
                 *     (per organization) returns the first response with `Idempotent-Replayed: true`. The same key
                 *     with a different body gives `422 idempotency_key_reused`; a repeat while the first request is
                 *     still running gives `409 idempotency_request_in_progress`. 5xx responses are not stored.
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKeyValue"];
            };
            path: {
                /** @description The batch identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch is cancelled. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchCancelled"];
                };
            };
            /** @description The batch cannot be cancelled in its current state. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CannotCancelErrorBody"] | components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description The first request with this key has not finished; retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyInProgressErrorBody"];
                };
            };
            /** @description Use a new key for a different request. */
            422: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    getBatchResults: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. Default 20. */
                limit?: components["parameters"]["PageQuery.limit"];
                /** @description Items to skip, 0 or more. Default 0. */
                offset?: components["parameters"]["PageQuery.offset"];
                /** @description Only items in this status, e.g. `failed`. */
                status?: components["schemas"]["BatchItemStatus"];
                /** @description The answer's format: `json` (a page, the default), `jsonl` or `csv` (a file of every matching item). Wins over `Accept`. */
                format?: components["schemas"]["ResultsFormat"];
                /**
                 * @description CSV only: `true` starts the file with a UTF-8 byte order mark, which Excel needs to read it
                 *     as UTF-8 (without it, `17 × 23` shows as `17 Ã— 23`). Default `false`: RFC 4180 readers and
                 *     most programs expect none. Ignored for JSON and JSON Lines.
                 */
                bom?: boolean;
            };
            header?: never;
            path: {
                /** @description The batch identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of item results (JSON), or every matching item as a JSON Lines or CSV file. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description On the file answers only: `attachment; filename="<batch id>-results.jsonl"` (or `.csv`), so a browser saves the file. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResults"];
                    "application/x-ndjson": components["schemas"]["ResultsFile"];
                    "text/csv": components["schemas"]["ResultsFile"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    listEscalations: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. Default 20. */
                limit?: components["parameters"]["PageQuery.limit"];
                /** @description Items to skip, 0 or more. Default 0. */
                offset?: components["parameters"]["PageQuery.offset"];
                /** @description Only escalations in this status, e.g. `pending` for the open ones. */
                status?: components["schemas"]["EscalationStatus"];
                /** @description Only escalations of this priority. */
                priority?: components["schemas"]["EscalationPriority"];
                /** @description Only escalations with this reason. */
                reason?: components["schemas"]["EscalationReason"];
                /** @description `newest` (default) or `deadline`. */
                sort?: components["schemas"]["EscalationSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of escalations. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EscalationList"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    getEscalation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The escalation identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The escalation. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EscalationRecord"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    resolveEscalation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the request safe to retry. Repeating it with the same key and body within 24 hours
                 *     (per organization) returns the first response with `Idempotent-Replayed: true`. The same key
                 *     with a different body gives `422 idempotency_key_reused`; a repeat while the first request is
                 *     still running gives `409 idempotency_request_in_progress`. 5xx responses are not stored.
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKeyValue"];
            };
            path: {
                /** @description The escalation identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveEscalationRequest"];
            };
        };
        responses: {
            /** @description The escalation is resolved; its verification is now `completed` with `review`. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EscalationRecord"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description The escalation is closed (resolved or expired): read it with `GET /v1/escalations/{id}`. */
            409: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Sent with `idempotency_request_in_progress`: seconds to wait before retrying. Absent on the other 409 answers. */
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["EscalationAlreadyResolvedErrorBody"] | components["schemas"]["EscalationExpiredErrorBody"]) | components["schemas"]["IdempotencyInProgressErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeErrorBody"];
                };
            };
            /** @description Send `application/json` (or `multipart/form-data` for uploads). */
            415: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeErrorBody"];
                };
            };
            /** @description Use a new key for a different request. */
            422: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service status. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    listVerifications: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. Default 20. */
                limit?: components["parameters"]["PageQuery.limit"];
                /** @description Items to skip, 0 or more. Default 0. */
                offset?: components["parameters"]["PageQuery.offset"];
                /** @description Start after this position: the `pagination.nextCursor` of the previous page. */
                after?: components["schemas"]["PageCursor"];
                /** @description Only verifications in this status. */
                status?: components["schemas"]["VerificationStatus"];
                /** @description Only verifications with this verdict (pending and processing ones have none). */
                verdict?: components["schemas"]["Verdict"];
                /** @description Only verifications with this decision. */
                decision?: components["schemas"]["Decision"];
                /** @description Only verifications created at or after this time (inclusive), e.g. `2026-11-01T00:00:00Z`. */
                createdAfter?: components["schemas"]["Timestamp"];
                /** @description Only verifications created before this time (exclusive), so consecutive windows never overlap. */
                createdBefore?: components["schemas"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of verifications. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationList"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the request safe to retry. Repeating it with the same key and body within 24 hours
                 *     (per organization) returns the first response with `Idempotent-Replayed: true`. The same key
                 *     with a different body gives `422 idempotency_key_reused`; a repeat while the first request is
                 *     still running gives `409 idempotency_request_in_progress`. 5xx responses are not stored.
                 */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKeyValue"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description The verification finished synchronously. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationCompleted"] | components["schemas"]["VerificationEscalated"];
                };
            };
            /** @description Accepted for asynchronous processing; the result goes to `webhookUrl`, or poll `GET /v1/verify/{id}`. */
            202: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    /** @description Present and `true` when the response is a replay of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: boolean;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationPending"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description A requested method is not available on the organization's plan. */
            403: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanUpgradeRequiredErrorBody"] | components["schemas"]["UsageLimitExceededErrorBody"];
                };
            };
            /** @description The first request with this key has not finished; retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyInProgressErrorBody"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeErrorBody"];
                };
            };
            /** @description Send `application/json` (or `multipart/form-data` for uploads). */
            415: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeErrorBody"];
                };
            };
            /** @description Use a new key for a different request. */
            422: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdempotencyKeyReusedErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description An upstream provider failed. */
            502: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
            /** @description An upstream provider timed out. */
            504: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamTimeoutErrorBody"];
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification identifier. */
                id: components["schemas"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification, in the shape of its state. */
            200: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description The request is invalid; `details` names each offending field. */
            400: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Missing or invalid API key. Carries `WWW-Authenticate: Bearer`. Failed authentication is rate limited per client address (60 failed attempts per minute); the rate-limit headers describe that budget, and beyond it a request whose key fails answers 429. A valid key is always served, whatever other requests from the same address did. */
            401: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "WWW-Authenticate": "Bearer";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description The verification belongs to another organization. */
            403: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenErrorBody"];
                };
            };
            /** @description The resource does not exist. */
            404: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundErrorBody"];
                };
            };
            /** @description Too many requests in this window. */
            429: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Requests allowed per one-minute window for the organization. */
                    "X-RateLimit-Limit": components["schemas"]["Count"];
                    /** @description Requests left in the current window. */
                    "X-RateLimit-Remaining": components["schemas"]["Count"];
                    /** @description When the current window ends, as Unix time in seconds. */
                    "X-RateLimit-Reset": components["schemas"]["UnixSeconds"];
                    "Retry-After": components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedErrorBody"];
                };
            };
            /** @description Something went wrong on our side. */
            500: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalErrorBody"];
                };
            };
            /** @description Try again shortly. */
            503: {
                headers: {
                    /** @description A unique identifier of this request, also given as `requestId` in error bodies. */
                    "X-Request-Id": components["schemas"]["RequestIdValue"];
                    /** @description Always `*`: the API authenticates with bearer keys, never cookies, so any origin may call it (e.g. the `/docs` console). */
                    "Access-Control-Allow-Origin": "*";
                    "Retry-After"?: components["schemas"]["Count"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableErrorBody"];
                };
            };
        };
    };
}
