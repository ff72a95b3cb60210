// A currency written before or after an amount (issue 22, written set 8, spec/DECISIONS.md
// "Currencies"): a sign (`$`, `€`, `£`, `¥`, `₹`, …, `US$`) or an ISO 4217 code apart by a space
// (`EUR 3,997.50`, `62,10 EUR`). It is the amount's, as `$` always was; `¢` is a unit of its own
// and not here. Its own module so that the checkers' text preparation and the prose lexer share it.

export const CURRENCY_SIGN = String.raw`(?:[$€£¥₹₩₽₺₪₫₦₱฿]|(?:US|NZ|HK|[ACSR])\$)`;
export const CURRENCY_CODE = String.raw`(?:USD|EUR|GBP|JPY|CNY|RMB|CHF|CAD|AUD|NZD|INR|KRW|RUB|BRL|MXN|SEK|NOK|DKK|PLN|CZK|HUF|TRY|ZAR|SGD|HKD|ILS|THB)`;
