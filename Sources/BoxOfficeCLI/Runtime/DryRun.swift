import Foundation
import KobisKit

/// `--dry-run`: what a command would send, and nothing sent.
enum DryRun {
    /// Prints the plan: the requests, how many are cached, what may follow, and the quota left after, in the language
    /// chosen.
    static func report(_ run: RunPlan, context: Context) throws -> ExitCode {
        if try json(run, context: context) { return .success }
        let plan = run.plan
        var lines = [requests(run, cached: true)]
        if let then = run.then { lines.append(Phrase.say(ko: "이어서: \(then)", en: "then: \(then)")) }
        if let quota = plan.quota, quota.source == .sample {
            let used = grouped(quota.used)
            lines.append(
                Phrase.say(
                    ko: "샘플이 오늘(\(quota.day.iso) KST) 답한 요청 \(used)건. 샘플은 이 컴퓨터에 있어 한도가 없습니다",
                    en: "the sample's own count today (\(quota.day.iso) KST): \(used) "
                        + "request\(quota.used == 1 ? "" : "s") answered; no limit: the sample is local"))
        } else if let quota = plan.quota {
            lines.append(today(quota, toSend: plan.toSend))
        }
        if plan.toSend > Confirmation.threshold && plan.quota?.source != .sample {
            let threshold = Confirmation.threshold
            lines.append(
                Phrase.say(
                    ko: "요청이 \(threshold)건을 넘습니다: 실제로 실행하면 터미널에서는 먼저 묻고, 터미널이 아니면 --yes가 있어야 합니다",
                    en: "more than \(threshold) requests: a real run asks first on a terminal, and wants --yes off one")
            )
        }
        try context.out(lines.joined(separator: "\n") + "\n" + nothingSent + "\n")
        return .success
    }

    /// The plan's first line: how many requests for what, how many the archive and the cache answer (`cached`), and
    /// how many would be sent.
    static func requests(_ run: RunPlan, cached: Bool) -> String {
        let plan = run.plan
        let (count, toSend) = (grouped(plan.requests), grouped(plan.toSend))
        guard cached else {
            return Phrase.say(
                ko: "모의 실행: \(run.what) — 요청 \(count)건, 보낼 요청 \(toSend)건",
                en: "dry run: \(count) request\(plan.requests == 1 ? "" : "s") for \(run.what): \(toSend) to send")
        }
        // Days and films the archive holds are "archived": only what the cache holds is "cached".
        let (archived, inCache) = (grouped(plan.archived), grouped(plan.cached - plan.archived))
        return Phrase.say(
            ko: "모의 실행: \(run.what) — 요청 \(count)건 (\(plan.archived > 0 ? "보관소 \(archived)건, " : "")"
                + "캐시 \(inCache)건, 보낼 요청 \(toSend)건)",
            en: "dry run: \(count) request\(plan.requests == 1 ? "" : "s") for \(run.what): "
                + "\(plan.archived > 0 ? "\(archived) archived, " : "")\(inCache) cached, \(toSend) to send")
    }

    /// Today's count and what is left after the run.
    static func today(_ quota: QuotaStatus, toSend: Int) -> String {
        let (used, limit, after) = (
            grouped(quota.used), grouped(quota.limit), grouped(max(0, quota.remaining - toSend))
        )
        return Phrase.say(
            ko: "오늘(\(quota.day.iso) KST): 요청 \(limit)건 중 \(used)건 씀, 이번 실행 뒤 \(after)건 남음",
            en: "today (\(quota.day.iso) KST): \(used) of \(limit) requests used; \(after) left after this run")
    }

    /// The plan's last line.
    static var nothingSent: String { Phrase.say(ko: "아무것도 보내지 않았습니다", en: "nothing was sent") }

    private static func grouped(_ number: Int) -> String { Formatting.grouped(number) }

    /// With `-f json`, the plan as one object on stdout (docs/json.md); false for any other format.
    static func json(_ run: RunPlan, context: Context) throws -> Bool {
        guard context.format == .json else { return false }
        try context.out(Renderer.render(DryRunAnswers.answer(run), format: .json) { "" })
        return true
    }
}
