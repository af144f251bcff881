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
            let remaining = try await service.quotaStatus().map { Formatting.grouped(Int64($0.remaining)) }
            let left = remaining.map { Phrase.say(ko: ", 오늘 \($0)건 남음", en: "; \($0) left today") } ?? ""
            guard context.terminal.stdinIsTTY && context.terminal.stderrIsTTY else {
                throw UsageError(
                    message: Phrase.say(
                        ko: "\(what): 요청 \(requests)건을 보냅니다 (\(threshold)건 넘음\(left)). "
                            + "진행하려면 --yes를, 계획을 보려면 --dry-run을 주세요",
                        en: "\(what) would send \(requests) requests (more than \(threshold))\(left): pass --yes to go "
                            + "ahead, or --dry-run to see the plan"))
            }
            context.writeErr(
                "boxoffice: "
                    + Phrase.say(
                        ko: "\(what): 요청 \(requests)건을 보냅니다\(left). 계속할까요? [y/N] ",
                        en: "\(what) would send \(requests) requests\(left). Go on? [y/N] "))
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else { throw CancellationError() }
        }
    }
}
