import Foundation
import KobisKit

/// `boxoffice usage`: today's request count for the configured key, or (`--demo`) the sample's own count.
enum Usage: Command {
    static let name = "usage"
    static let summary = "today's request count, the daily limit and the reset"

    struct Options: CommandOptions {
        @Opt(Local.format([.text, .json], help: "text (default) or json")) var format: OutputFormat
        @Opt(Local.config) var config: String?
        @Opt(Local.demo, help: "the sample's own count: the requests it answered on this machine today") var demo: Bool
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "Every request that goes to the network is counted per key and per Korea-time day in $XDG_STATE_HOME/boxoffice (default ~/.local/state/boxoffice); cache hits are not. At BOXOFFICE_DAILY_LIMIT (default 2950, below KOBIS's 3000) the next request is refused before it is sent (exit 75). The count resets at 00:00 Korea time. Nothing is sent to KOBIS."
        + " With --demo, the count is the sample's own, kept apart from any key's (quota-sample.json in the same "
        + "folder): the requests the sample answered on this machine today, in Korea-time days of the real clock. "
        + "The sample is local: no limit holds it, and no run on it asks for --yes."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice usage", ""), ("boxoffice usage -f json", ""), ("boxoffice usage --demo", "the sample's own count"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(ServiceOptions(demo: options.demo, config: options.config))
        let status = try await QuotaToday(ParsedOptions(options)).run(service, events: UseCaseEvents())
        let used = Formatting.grouped(status.used)
        let limit = Formatting.grouped(status.limit)
        try context.out(
            Renderer.render(QuotaAnswers.answer(status), format: options.format) {
                let line =
                    Phrase.korean
                    ? service.answerSource == .sample
                        ? "샘플 (이 컴퓨터) · \(status.day.iso) (KST): 오늘 답한 요청 \(used)건 · "
                            + "한도 없음 (샘플은 이 컴퓨터 안에서만 답합니다)\n"
                        : "키 \(service.maskedKey ?? "") · \(status.day.iso) (KST): 요청 \(limit)건 중 \(used)건 사용, "
                            + "\(Formatting.grouped(status.remaining))건 남음 · "
                            + "\(KoreaTime.display(status.resetsAt))에 초기화\n"
                    : service.answerSource == .sample
                        ? "the sample (this machine) · \(status.day.iso) (KST): \(used) "
                            + "request\(status.used == 1 ? "" : "s") answered today · "
                            + "no limit: the sample is local\n"
                        : "key \(service.maskedKey ?? "") · \(status.day.iso) (KST): \(used) of \(limit) requests used, "
                            + "\(Formatting.grouped(status.remaining)) left · resets "
                            + "\(KoreaTime.display(status.resetsAt))\n"
                return DisplayWidth.wrapLines(line, to: context.terminal.width)
            })
        return .success
    }
}
