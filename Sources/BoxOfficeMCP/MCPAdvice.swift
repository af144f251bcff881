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
        case TrendError.neverRanked(_, _, _, _, _, let elsewhere?):
            text =
                "\(error)"
                + Phrase.say(
                    ko: ". from을 \(elsewhere.lowerBound.iso), to를 \(elsewhere.upperBound.iso)로 주면 그 상영을 볼 수 있습니다",
                    en: ", which from \"\(elsewhere.lowerBound.iso)\" and to \"\(elsewhere.upperBound.iso)\" show")
        case let error as TrendError: text = error.description
        case let error as ArchiveError: text = line(for: error)
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
            text =
                Phrase.say(
                    ko: "\(stop.target.label)에서 실패해 거기서 멈췄습니다. ",
                    en: "\(stop.target.label) failed, so the run stopped there: ")
                + line(for: stop.error, secrets: secrets)
        default:
            text = Phrase.say(
                ko: "예상하지 못한 오류: \(type(of: error))",
                en: "unexpected failure: \(type(of: error))")
        }
        return Sanitizer.line(secrets.redact(text))
    }

    /// An archive file that cannot be used: what a person does in a terminal, as no tool writes the archive.
    static func line(for error: ArchiveError) -> String {
        switch error {
        case .damaged(let path, _):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.count == 8, name.hasSuffix(".csv") else {
                return Phrase.say(
                    ko: "\(error.description). 터미널에서 보관소 폴더 밖으로 옮기세요",
                    en: "\(error.description): move it out of the archive folder in a terminal")
            }
            let since = "\(name.prefix(4))-01-01"
            return Phrase.say(
                ko: "\(error.description). 터미널에서 지운 뒤 `boxoffice sync --since \(since)`로 다시 만드세요",
                en: "\(error.description): in a terminal, remove it; then `boxoffice sync --since \(since)` "
                    + "rebuilds it")
        case .outdated:
            return Phrase.say(
                ko: "\(error.description). 그 날을 기간에 담은 다음 `boxoffice sync`가 새로 씁니다",
                en: "\(error.description): the next `boxoffice sync` whose window covers it writes it anew")
        default:
            return error.description
        }
    }

    static func line(for error: KobisError) -> String {
        let advice: String
        switch error {
        case .missingKey:
            return Phrase.say(
                ko: "KOBIS 키가 없습니다: MCP 클라이언트 설정에서 이 서버의 env에 KOBIS_API_KEY를 넣거나, 터미널에서 "
                    + "`boxoffice config set-key`를 한 번 실행하세요. `boxoffice mcp --demo`는 키 없이 내장 샘플로 "
                    + "답합니다",
                en:
                    "no KOBIS key: add KOBIS_API_KEY to the env block of this server in the MCP client's config, or run "
                    + "`boxoffice config set-key` once in a terminal; `boxoffice mcp --demo` serves the bundled sample "
                    + "without a key")
        case .configuration, .notFound, .notWebAddress, .posterTooLarge:
            return error.description
        case .missingOMDbKey:
            advice = Phrase.say(
                ko: "이 서버의 env에 OMDB_API_KEY를 설정하세요 (무료 키: https://www.omdbapi.com/apikey.aspx)",
                en: "set OMDB_API_KEY in this server's env (free keys: https://www.omdbapi.com/apikey.aspx)")
        case .invalidKey:
            advice = Phrase.say(
                ko: "KOBIS_API_KEY나 설정 파일의 키가 틀렸습니다. 올바른 키로 `boxoffice config set-key`를 실행하세요",
                en:
                    "the key in KOBIS_API_KEY or the config file is wrong; run `boxoffice config set-key` with a valid one"
            )
        case .quotaExceeded:
            advice = Phrase.say(
                ko: "한국 시각 00:00 이후에 다시 해 보세요. 캐시된 답은 그대로 쓸 수 있습니다",
                en: "try again after 00:00 Korea time; cached answers still work")
        case .fault: advice = Phrase.say(ko: "날짜와 코드를 확인하세요", en: "check the date and the code")
        case .unreachable, .timedOut, .serverError, .download:
            advice = Phrase.say(
                ko: "KOBIS가 답하지 않습니다. 나중에 다시 해 보세요",
                en: "KOBIS is not answering; try again later")
        case .redirected, .httpStatus:
            advice = Phrase.say(
                ko: "서버 env의 KOBIS_BASE_URL을 확인하세요",
                en: "check KOBIS_BASE_URL in the server's env")
        case .tooLarge, .malformed, .unexpectedRoot:
            advice = Phrase.say(
                ko: "나중에 다시 해 보세요. 계속되면 KOBIS가 바뀐 것일 수 있습니다",
                en: "try again later; if it persists, KOBIS may have changed")
        case .noMatch(let kind, _, let source):
            let tool = kind == .movie ? "search_movies" : kind == .person ? "search_people" : "search_companies"
            advice = Phrase.say(
                ko: "철자를 확인하거나 \(tool) 도구로 코드를 "
                    + "찾으세요" + (source == .sample ? " (샘플은 제 자료만 압니다)" : ""),
                en: "check the spelling, or find the code with \(tool)"
                    + (source == .sample ? " (the sample knows only its own)" : ""))
        case .omdbKeyRejected:
            advice = Phrase.say(
                ko: "서버 env의 OMDB_API_KEY를 확인하세요",
                en: "check OMDB_API_KEY in the server's env")
        case .omdbLimitReached:
            advice = Phrase.say(
                ko: "내일 다시 해 보세요. 캐시된 포스터는 그대로 쓸 수 있습니다",
                en: "try again tomorrow; cached posters still work")
        case .localQuotaReached, .quotaTooSmall:
            advice = Phrase.say(
                ko: "초기화를 기다리거나 더 적은 날을 물어보세요",
                en: "wait for the reset, or ask for fewer days")
        }
        return Phrase.say(ko: "\(error.description). \(advice)", en: "\(error.description): \(advice)")
    }
}

/// An argument an assistant can correct: a tool error (`isError: true`) with one line, never a protocol error.
struct ToolArgumentError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
