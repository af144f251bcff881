import KobisKit

/// The documented exit codes (sysexits.h values, plus the shell's 128+signal), each declared once with its
/// summary: help, the man page and the README's table come from here.
enum ExitCode: Int32, CaseIterable, Sendable {
    case success = 0
    case usage = 64
    case dataError = 65
    case notFound = 66
    case unavailable = 69
    case ioError = 74
    case quotaSpent = 75
    case badAnswer = 76
    case keyRejected = 77
    case configuration = 78
    case hangup = 129
    case interrupted = 130
    case brokenPipe = 141
    case terminated = 143

    var summary: String {
        switch self {
        case .success:
            return "success; a search or list that matched nothing is an answer too (an empty list, count 0)"
        case .usage: return "usage: bad flag, value, date or command"
        case .dataError:
            return "the notes file, or a file of the archive, cannot be read or is not its format (it is left as it is)"
        case .notFound:
            return "KOBIS (with --demo, the sample) has no such movie, person or company, no ranking for the day or "
                + "period asked or on any day of a range (or no such note); the archive lacks what --offline, "
                + "records or a forecast needs (nothing held to answer from: an answer that merely lists nothing "
                + "exits 0)"
        case .unavailable: return "KOBIS unreachable, timed out, redirected elsewhere, or 5xx after retries"
        case .ioError:
            return "the output could not be written (stdout closed or full, -o not writable), or a file of the archive"
        case .quotaSpent:
            return
                "the key's daily quota is spent (KOBIS fault 320011, or the local count reached "
                + "BOXOFFICE_DAILY_LIMIT: nothing was sent), or another sync holds the archive"
        case .badAnswer: return "the answer is not understood (not JSON, HTML, too large, other faults)"
        case .keyRejected: return "KOBIS rejected the key (fault 320010), or OMDb rejected its key"
        case .configuration: return "no key, or an unusable config file or environment value"
        case .hangup: return "ended by SIGHUP (a closed terminal); temporary files removed"
        case .interrupted: return "interrupted (Ctrl-C); temporary files removed"
        case .brokenPipe: return "the reader of stdout went away (a closed pipe); nothing is printed"
        case .terminated: return "ended by SIGTERM (timeout, systemd); temporary files removed"
        }
    }

    init(for error: KobisError) {
        switch error {
        case .missingKey, .missingOMDbKey, .configuration: self = .configuration
        case .invalidKey, .omdbKeyRejected: self = .keyRejected
        case .quotaExceeded, .localQuotaReached, .quotaTooSmall, .omdbLimitReached: self = .quotaSpent
        case .unreachable, .timedOut, .serverError, .redirected, .download: self = .unavailable
        case .fault, .httpStatus, .malformed, .unexpectedRoot, .tooLarge, .notWebAddress, .posterTooLarge:
            self = .badAnswer
        case .notFound, .noMatch: self = .notFound
        }
    }

    /// The table shown in help and the man page, made from the cases.
    static var table: String {
        var lines = ["EXIT CODES"]
        for code in allCases {
            let head = "  " + String(code.rawValue).padding(toLength: 5, withPad: " ", startingAt: 0)
            let body = HelpText.wrapWords(code.summary, width: HelpText.width - 7)
            lines.append(head + (body.first ?? ""))
            lines += body.dropFirst().map { String(repeating: " ", count: 7) + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// The one line a failure prints: what happened (from the library), then what to do (decided here).
enum Advice {
    /// The sentence ``BoxOfficeCLI/report(_:context:usage:)`` prints after `boxoffice: ` for `error` (a front-end
    /// that has no stderr to print to, `browse`, shows it in its status line); nil for a cancelled run.
    /// `stopped` says what a range that stopped part-way left undone.
    static func sentence(for error: Error, stopped: String = "nothing was shown") -> String? {
        switch error {
        case let error as UsageError: return error.message
        case let error as RequestError: return error.description
        case let error as KobisError: return line(for: error)
        case let error as NotesError: return error.description
        case let error as ArchiveError: return ArchiveAdvice.line(for: error)
        case TrendError.noRunningTotal(let metric):
            return "--cumulative goes with --metric audience or sales: \(metric.rawValue) has no running total"
        case let error as TrendError: return error.description
        case let error as ConversionError: return error.reason
        case let stop as KobisService.RangeStop: return Reporting.line(for: stop, after: stopped)
        case OutputError.brokenPipe, is CancellationError: return nil
        case OutputError.failed(let target, let reason):
            return "cannot write to \(target) (\(reason)): nothing was written; check the disk or the path"
        default: return "unexpected failure: \(type(of: error))"
        }
    }

    static func line(for error: KobisError) -> String {
        let advice: String
        switch error {
        case .missingKey:
            advice =
                "set KOBIS_API_KEY, or run `boxoffice config set-key` (see `boxoffice --help`); or try it with `boxoffice daily --demo`"
        case .configuration:
            return error.description
        case .missingOMDbKey:
            advice =
                "store one with `boxoffice config set-omdb-key` (or set OMDB_API_KEY); "
                + "free keys: https://www.omdbapi.com/apikey.aspx"
        case .invalidKey:
            advice = "check KOBIS_API_KEY or the key in Config.plist"
        case .quotaExceeded:
            advice = "try again after 00:00 Korea time; cached answers still work"
        case .fault:
            advice = "check the date and the code"
        case .unreachable:
            advice = "check the network or KOBIS_BASE_URL, then try again"
        case .timedOut:
            advice = "try again later or raise --timeout"
        case .redirected:
            advice = "check KOBIS_BASE_URL"
        case .serverError:
            advice = "the service is down or busy, try again later"
        case .httpStatus(_, let status):
            advice = status == 414 ? "give a shorter name or value" : "check KOBIS_BASE_URL"
        case .tooLarge, .malformed, .unexpectedRoot:
            advice = "try again later; if it persists, KOBIS may have changed"
        case .notFound:
            return error.description
        case .noMatch(let kind, _, let source):
            let command = kind == .movie ? "search" : kind == .person ? "people" : "companies"
            advice =
                "check the spelling, or find the code with `boxoffice \(command) NAME"
                + (source == .sample ? " --demo` (the sample knows only its own)" : "`")
        case .omdbKeyRejected:
            advice =
                "check OMDB_API_KEY or the OMDb key in Config.plist (get one at https://www.omdbapi.com/apikey.aspx)"
        case .omdbLimitReached:
            advice = "try again tomorrow; cached posters still work"
        case .download:
            advice = "check the network, then try again"
        case .notWebAddress, .posterTooLarge:
            return error.description
        case .localQuotaReached, .quotaTooSmall:
            advice = "wait for the reset, narrow the request, or raise BOXOFFICE_DAILY_LIMIT (KOBIS allows 3,000 a day)"
        }
        return "\(error.description): \(advice)"
    }
}
