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
    static func sentence(for error: Error, stopped: String? = nil) -> String? {
        let stopped = stopped ?? Phrase.say(ko: "아무것도 보여 주지 않았습니다", en: "nothing was shown")
        switch error {
        case let error as UsageError: return error.message
        case let error as RequestError: return error.description
        case let error as KobisError: return line(for: error)
        case let error as NotesError: return error.description
        case let error as ArchiveError: return ArchiveAdvice.line(for: error)
        case TrendError.noRunningTotal(let metric):
            return Phrase.say(
                ko: "--cumulative는 --metric audience나 sales와 함께 씁니다: \(metric.rawValue)에는 누적이 없습니다",
                en: "--cumulative goes with --metric audience or sales: \(metric.rawValue) has no running total")
        case TrendError.neverRanked(_, _, _, _, _, let elsewhere?):
            return "\(error)"
                + Phrase.say(
                    ko: ". --from \(elsewhere.lowerBound.iso) --to \(elsewhere.upperBound.iso)로 그 상영을 볼 수 있습니다",
                    en: ", which --from \(elsewhere.lowerBound.iso) --to \(elsewhere.upperBound.iso) shows")
        case let error as TrendError: return error.description
        case let error as ConversionError: return error.reason
        case let stop as KobisService.RangeStop: return Reporting.line(for: stop, after: stopped)
        case OutputError.brokenPipe, is CancellationError: return nil
        case OutputError.failed(let target, let reason):
            return Phrase.say(
                ko: "\(target)에 쓸 수 없습니다 (\(reason)). 아무것도 쓰지 않았으니 디스크나 경로를 확인하세요",
                en: "cannot write to \(target) (\(reason)): nothing was written; check the disk or the path")
        default:
            return Phrase.say(
                ko: "예상하지 못한 오류: \(type(of: error))",
                en: "unexpected failure: \(type(of: error))")
        }
    }

    static func line(for error: KobisError) -> String {
        let advice: String
        switch error {
        case .missingKey:
            advice =
                Phrase.say(
                    ko:
                        "KOBIS_API_KEY를 설정하거나 `boxoffice config set-key`를 실행하세요 (`boxoffice --help` 참고). 키 없이 `boxoffice daily --demo`로 먼저 써 볼 수도 있습니다",
                    en:
                        "set KOBIS_API_KEY, or run `boxoffice config set-key` (see `boxoffice --help`); or try it with `boxoffice daily --demo`"
                )
        case .configuration:
            return error.description
        case .missingOMDbKey:
            advice = Phrase.say(
                ko: "`boxoffice config set-omdb-key`로 저장하거나 OMDB_API_KEY를 설정하세요. "
                    + "무료 키: https://www.omdbapi.com/apikey.aspx",
                en: "store one with `boxoffice config set-omdb-key` (or set OMDB_API_KEY); "
                    + "free keys: https://www.omdbapi.com/apikey.aspx")
        case .invalidKey:
            advice = Phrase.say(
                ko: "KOBIS_API_KEY나 Config.plist의 키를 확인하세요",
                en: "check KOBIS_API_KEY or the key in Config.plist")
        case .quotaExceeded:
            advice = Phrase.say(
                ko: "한국 시각 00:00 이후에 다시 해 보세요. 캐시된 답은 그대로 쓸 수 있습니다",
                en: "try again after 00:00 Korea time; cached answers still work")
        case .fault:
            advice = Phrase.say(ko: "날짜와 코드를 확인하세요", en: "check the date and the code")
        case .unreachable:
            advice = Phrase.say(
                ko: "네트워크나 KOBIS_BASE_URL을 확인하고 다시 해 보세요",
                en: "check the network or KOBIS_BASE_URL, then try again")
        case .timedOut:
            advice = Phrase.say(ko: "나중에 다시 하거나 --timeout을 늘리세요", en: "try again later or raise --timeout")
        case .redirected:
            advice = Phrase.say(ko: "KOBIS_BASE_URL을 확인하세요", en: "check KOBIS_BASE_URL")
        case .serverError:
            advice = Phrase.say(
                ko: "서비스가 멈췄거나 바쁩니다. 나중에 다시 해 보세요",
                en: "the service is down or busy, try again later")
        case .httpStatus(_, let status):
            advice =
                status == 414
                ? Phrase.say(ko: "더 짧은 이름이나 값을 주세요", en: "give a shorter name or value")
                : Phrase.say(ko: "KOBIS_BASE_URL을 확인하세요", en: "check KOBIS_BASE_URL")
        case .tooLarge, .malformed, .unexpectedRoot:
            advice = Phrase.say(
                ko: "나중에 다시 해 보세요. 계속되면 KOBIS가 바뀐 것일 수 있습니다",
                en: "try again later; if it persists, KOBIS may have changed")
        case .notFound:
            return error.description
        case .noMatch(let kind, _, let source):
            let command = kind == .movie ? "search" : kind == .person ? "people" : "companies"
            let line = "`boxoffice \(command) NAME" + (source == .sample ? " --demo`" : "`")
            advice = Phrase.say(
                ko: "철자를 확인하거나 \(line) 명령으로 코드를 "
                    + "찾으세요" + (source == .sample ? " (샘플은 제 자료만 압니다)" : ""),
                en: "check the spelling, or find the code with \(line)"
                    + (source == .sample ? " (the sample knows only its own)" : ""))
        case .omdbKeyRejected:
            advice =
                Phrase.say(
                    ko: "OMDB_API_KEY나 Config.plist의 OMDb 키를 확인하세요 (키 받기: "
                        + "https://www.omdbapi.com/apikey.aspx)",
                    en:
                        "check OMDB_API_KEY or the OMDb key in Config.plist (get one at https://www.omdbapi.com/apikey.aspx)"
                )
        case .omdbLimitReached:
            advice = Phrase.say(
                ko: "내일 다시 해 보세요. 캐시된 포스터는 그대로 쓸 수 있습니다",
                en: "try again tomorrow; cached posters still work")
        case .download:
            advice = Phrase.say(ko: "네트워크를 확인하고 다시 해 보세요", en: "check the network, then try again")
        case .notWebAddress, .posterTooLarge:
            return error.description
        case .localQuotaReached, .quotaTooSmall:
            advice = Phrase.say(
                ko: "카운트가 초기화되기를 기다리거나, 요청을 줄이거나, BOXOFFICE_DAILY_LIMIT를 올리세요 (KOBIS는 하루 "
                    + "3,000건까지 허용)",
                en: "wait for the reset, narrow the request, or raise BOXOFFICE_DAILY_LIMIT (KOBIS allows 3,000 a day)")
        }
        return Phrase.say(ko: "\(error.description). \(advice)", en: "\(error.description): \(advice)")
    }
}
