import Foundation
import KobisKit

/// Before a walk of many requests: refuses when today's remaining requests cannot cover them, asks on a
/// terminal when there are more than 20 (unless `--yes`), and wants `--yes` off a terminal.
enum Confirmation {
    static let threshold = 20

    static func ask(requests: Int, what: String, yes: Bool, service: KobisService, context: Context) async throws {
        try await service.checkQuota(needed: requests)
        guard requests > threshold, !yes else { return }
        guard context.terminal.stdinIsTTY && context.terminal.stderrIsTTY else {
            throw UsageError(message: "\(what) needs \(requests) more requests: pass --yes to go ahead")
        }
        context.writeErr("boxoffice: \(what) needs \(requests) more requests. Go on? [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw CancellationError() }
    }
}
