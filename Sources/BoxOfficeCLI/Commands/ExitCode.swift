import KobisKit

/// The documented exit codes (sysexits.h values, plus the shell's 128+signal).
enum ExitCode: Int32, CaseIterable, Sendable {
    case success = 0
    /// Bad flag, value, date or command.
    case usage = 64
    /// A file of ours (the notes) does not parse or cannot be read; it was left as it is.
    case dataError = 65
    /// KOBIS has no such movie (or person, or company).
    case notFound = 66
    /// KOBIS unreachable, timed out, redirected, or 5xx after retries.
    case unavailable = 69
    /// Writing the output failed (stdout closed or full, `-o` file not writable).
    case ioError = 74
    /// The key's daily quota is spent (`faultInfo` 320011), or the local count reached its limit.
    case quotaSpent = 75
    /// The answer is not understood (not JSON, truncated, HTML, unknown root, too large, other faults).
    case badAnswer = 76
    /// KOBIS rejected the key (`faultInfo` 320010).
    case keyRejected = 77
    /// No key configured, or the configuration or environment is unusable.
    case configuration = 78
    /// Interrupted with Ctrl-C.
    case interrupted = 130
    /// The reader of stdout went away (a closed pipe).
    case brokenPipe = 141

    init(for error: KobisError) {
        switch error {
        case .missingKey, .configuration: self = .configuration
        case .invalidKey, .omdbKeyRejected: self = .keyRejected
        case .quotaExceeded, .localQuotaReached, .quotaTooSmall, .omdbLimitReached: self = .quotaSpent
        case .unreachable, .timedOut, .serverError, .redirected, .download: self = .unavailable
        case .fault, .httpStatus, .malformed, .unexpectedRoot, .tooLarge, .notWebAddress, .posterTooLarge: self = .badAnswer
        case .notFound: self = .notFound
        }
    }

    /// The table shown in every `--help` and in the README.
    static let table = """
        EXIT CODES
          0    success (an empty ranking included)
          64   usage: bad flag, value, date or command
          65   the notes file cannot be read or does not parse (it is left as it is)
          66   KOBIS has no such movie, person or company (or no such note)
          69   KOBIS unreachable, timed out, redirected elsewhere, or 5xx after retries
          74   the output could not be written (stdout closed or full, -o not writable)
          75   the key's daily quota is spent (KOBIS fault 320011, or the local
               count reached BOXOFFICE_DAILY_LIMIT: nothing was sent)
          76   the answer is not understood (not JSON, HTML, too large, other faults)
          77   KOBIS rejected the key (fault 320010), or OMDb rejected its key
          78   no key, or an unusable config file or environment value
          130  interrupted (Ctrl-C)
          141  the reader of stdout went away (a closed pipe); nothing is printed
        """
}

/// The one line a failure prints: what happened (from the library), then what to do (decided here).
enum Advice {
    static func line(for error: KobisError) -> String {
        let advice: String
        switch error {
        case .missingKey:
            advice = "set KOBIS_API_KEY or put it in Config.plist (see `boxoffice --help`), or try --demo"
        case .configuration:
            return error.description
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
        case .httpStatus:
            advice = "check KOBIS_BASE_URL"
        case .tooLarge, .malformed, .unexpectedRoot:
            advice = "try again later; if it persists, KOBIS may have changed"
        case .notFound:
            return error.description
        case .omdbKeyRejected:
            advice = "check OMDB_API_KEY or the OMDb key in Config.plist (get one at https://www.omdbapi.com/apikey.aspx)"
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
