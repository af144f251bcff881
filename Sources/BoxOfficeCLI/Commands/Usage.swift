import Foundation
import KobisKit

/// `boxoffice usage`: today's request count for the configured key.
enum Usage: Command {
    static let name = "usage"
    static let summary = "today's request count, the daily limit and the reset"

    struct Options: CommandOptions {
        @Opt(Local.format([.text, .json], help: "text (default) or json")) var format: OutputFormat
        @Opt(Local.config) var config: String?
        var general = GeneralOptions()
    }

    static let discussion: String? = "Every request that goes to the network is counted per key and per Korea-time day in $XDG_STATE_HOME/boxoffice (default ~/.local/state/boxoffice); cache hits are not. At BOXOFFICE_DAILY_LIMIT (default 2950, below KOBIS's 3000) the next request is refused before it is sent (exit 75). The count resets at 00:00 Korea time. Nothing is sent to KOBIS."
    static let examples: [(command: String, note: String)] = [("boxoffice usage", ""), ("boxoffice usage -f json", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(ServiceOptions(config: options.config))
        guard let status = try await service.quotaStatus(), let key = service.maskedKey else { throw KobisError.missingKey }
        try context.out(Renderer.render(QuotaAnswers.answer(status), format: options.format) {
            "key \(key) · \(status.day.iso) (KST): \(Formatting.grouped(Int64(status.used))) of \(Formatting.grouped(Int64(status.limit))) "
                + "requests used, \(Formatting.grouped(Int64(status.remaining))) left · resets \(KoreaTime.display(status.resetsAt))\n"
        })
        return .success
    }
}
