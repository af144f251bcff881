import Foundation
import KobisKit

/// `--dry-run`: what a command would send, and nothing sent.
enum DryRun {
    /// Prints the plan: the requests, how many are cached, what may follow, and the quota left after.
    static func report(_ run: RunPlan, context: Context) throws -> ExitCode {
        if try json(run, context: context) { return .success }
        let plan = run.plan
        // Days and films the archive holds are "archived": only what the cache holds is "cached".
        let archived = plan.archived > 0 ? "\(Formatting.grouped(Int64(plan.archived))) archived, " : ""
        var lines = [
            "dry run: \(Formatting.grouped(Int64(plan.requests))) request\(plan.requests == 1 ? "" : "s") for \(run.what): "
                + "\(archived)\(Formatting.grouped(Int64(plan.cached - plan.archived))) cached, "
                + "\(Formatting.grouped(Int64(plan.toSend))) to send"
        ]
        if let then = run.then { lines.append("then: \(then)") }
        if let quota = plan.quota, quota.source == .sample {
            lines.append(
                "the sample's own count today (\(quota.day.iso) KST): \(Formatting.grouped(Int64(quota.used))) "
                    + "request\(quota.used == 1 ? "" : "s") answered; no limit: the sample is local")
        } else if let quota = plan.quota {
            let after = max(0, quota.remaining - plan.toSend)
            let used = Formatting.grouped(Int64(quota.used))
            let limit = Formatting.grouped(Int64(quota.limit))
            lines.append(
                "today (\(quota.day.iso) KST): \(used) of \(limit) "
                    + "requests used; \(Formatting.grouped(Int64(after))) left after this run")
        }
        if plan.toSend > Confirmation.threshold && plan.quota?.source != .sample {
            lines.append(
                "more than \(Confirmation.threshold) requests: a real run asks first on a terminal, and wants --yes off one"
            )
        }
        try context.out(lines.joined(separator: "\n") + "\nnothing was sent\n")
        return .success
    }

    /// With `-f json`, the plan as one object on stdout (docs/json.md); false for any other format.
    static func json(_ run: RunPlan, context: Context) throws -> Bool {
        guard context.format == .json else { return false }
        try context.out(Renderer.render(DryRunAnswers.answer(run), format: .json) { "" })
        return true
    }
}
