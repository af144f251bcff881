import KobisKit

/// The one line a failed tool call returns: what happened (from the library), then what an assistant can do,
/// naming tools rather than commands. Never with a key.
enum MCPAdvice {
    static func line(for error: Error, secrets: SecretBox) -> String {
        let text: String
        switch error {
        case let error as ToolArgumentError: text = error.message
        case let error as ConversionError: text = error.toolMessage
        case let error as KobisError: text = line(for: error)
        case let error as NotesError: text = error.description
        case let error as TrendError: text = error.description
        case let problem as ForecastProblem: text = problem.description
        case let none as NoRanking: text = none.description
        case let none as NoRecords: text = none.description
        case let problem as ParameterProblem: text = problem.description
        case let error as RequestError:
            if case .ambiguousName(_, _, let candidates, _) = error {
                text = error.description + ": " + candidates.map(\.line).joined(separator: "; ")
            } else {
                text = error.description
            }
        case let stop as KobisService.RangeStop:
            text = "\(stop.target.label) failed, so the run stopped there: " + line(for: stop.error, secrets: secrets)
        default: text = "unexpected failure: \(type(of: error))"
        }
        return Sanitizer.line(secrets.redact(text))
    }

    static func line(for error: KobisError) -> String {
        let advice: String
        switch error {
        case .missingKey:
            return "no KOBIS key: add KOBIS_API_KEY to the env block of this server in the MCP client's config, or run "
                + "`boxoffice config set-key` once in a terminal; `boxoffice mcp --demo` serves the bundled sample without a key"
        case .configuration, .notFound, .notWebAddress, .posterTooLarge:
            return error.description
        case .missingOMDbKey:
            advice = "set OMDB_API_KEY in this server's env (free keys: https://www.omdbapi.com/apikey.aspx)"
        case .invalidKey:
            advice =
                "the key in KOBIS_API_KEY or the config file is wrong; run `boxoffice config set-key` with a valid one"
        case .quotaExceeded: advice = "try again after 00:00 Korea time; cached answers still work"
        case .fault: advice = "check the date and the code"
        case .unreachable, .timedOut, .serverError, .download: advice = "KOBIS is not answering; try again later"
        case .redirected, .httpStatus: advice = "check KOBIS_BASE_URL in the server's env"
        case .tooLarge, .malformed, .unexpectedRoot: advice = "try again later; if it persists, KOBIS may have changed"
        case .noMatch(let kind, _, let source):
            let tool = kind == .movie ? "search_movies" : kind == .person ? "search_people" : "search_companies"
            advice =
                "check the spelling, or find the code with \(tool)"
                + (source == .sample ? " (the sample knows only its own)" : "")
        case .omdbKeyRejected: advice = "check OMDB_API_KEY in the server's env"
        case .omdbLimitReached: advice = "try again tomorrow; cached posters still work"
        case .localQuotaReached, .quotaTooSmall: advice = "wait for the reset, or ask for fewer days"
        }
        return "\(error.description): \(advice)"
    }
}

/// An argument an assistant can correct: a tool error (`isError: true`) with one line, never a protocol error.
struct ToolArgumentError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
