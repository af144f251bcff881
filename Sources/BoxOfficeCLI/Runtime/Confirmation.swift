import Foundation
import KobisKit

/// No silent quota spend: before a run that would send more than ``threshold`` requests (a range, a trend,
/// `search --all`, `upcoming`), it refuses when today's remaining requests cannot cover them, asks on a
/// terminal (unless `--yes`), and wants `--yes` off a terminal.
enum Confirmation {
    /// One threshold for every command, documented in help and docs/commands.md.
    static let threshold = 100

    /// Asks about runs of more than ``threshold`` requests, unless `yes`; the quota is checked by the use case first.
    static func approval(what: String, yes: Bool, service: KobisService, context: Context) -> RunApproval {
        RunApproval(above: yes ? .max : threshold) { requests in
            guard requests > threshold else { return }
            let left =
                try await service.quotaStatus().map { "; \(Formatting.grouped(Int64($0.remaining))) left today" } ?? ""
            guard context.terminal.stdinIsTTY && context.terminal.stderrIsTTY else {
                throw UsageError(
                    message:
                        "\(what) would send \(requests) requests (more than \(threshold))\(left): pass --yes to go ahead, or --dry-run to see the plan"
                )
            }
            context.writeErr("boxoffice: \(what) would send \(requests) requests\(left). Go on? [y/N] ")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else { throw CancellationError() }
        }
    }
}
