import Foundation
import KobisKit

/// `boxoffice sync`: fills the archive (``ArchiveSync``) and says in one line what it holds.
enum Sync: Command {
    static let name = "sync"
    static let summary = "keep every day's ranking in the archive, within the quota"

    struct Options: CommandOptions {
        @Opt(ArchiveSync.sinceOption) var since: DateArgument?
        @Opt(ArchiveSync.untilOption) var until: DateArgument?
        @Opt(ArchiveSync.refreshOption) var refresh: Bool
        @Opt(ArchiveSync.recheckOption) var recheck: Int
        @Opt(ArchiveSync.budgetOption) var budget: Int?
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.dryRun) var dryRun: Bool
        @Opt(Local.format([.text, .json], help: "text (default: one line on stderr) or json (on stdout)"))
        var format: OutputFormat
        @Opt(Local.config) var config: String?
        @Opt(Local.timeout) var timeout: Double
        @Opt(Local.verbose) var verbose: Bool
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        Keeps the national daily ranking of every settled day from --since to yesterday in Korea, the week and \
        weekend rankings of every week that ended since, and each ranked film's detail (once) in the archive \
        ($XDG_DATA_HOME/boxoffice/archive, or BOXOFFICE_ARCHIVE; docs/archive.md), newest first. It sends only what \
        the archive lacks plus the last --recheck days (KOBIS revises closed days), at most --budget requests; \
        at the budget it stops and exits 0, and the next run goes on. One line on stderr says the days, weekly \
        rankings and films held and missing, the requests sent and left today, and the runs still needed (-q: \
        nothing unless it fails); --dry-run says what a run would send. One sync at a time: a second exits 75. A \
        file that cannot be written exits 74 and leaves the archive as it was. Figures before about 2011 cover only \
        part of the screens. Without --since it keeps from the --since the last sync was given (else 2004-05-04); \
        --until and --refresh fetch a window again, held or not (days `archive status` names suspect).
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice sync --since 2024-01-01 --budget 100", "this year, 100 requests a run"),
        (
            "0 13 * * * \"$HOME/.local/bin/boxoffice\" sync -q",
            "a crontab line (CRON_TZ=Asia/Seoul; cron's PATH lacks ~/.local/bin): after noon, when yesterday settled"
        ),
        (
            "boxoffice sync --refresh --since 2024-03-01 --until 2024-03-05",
            "fetch those days again, held or not (a stretch `archive status` names suspect)"
        ),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let sync = try ArchiveSync(ParsedOptions(options))
        if context.environment["BOXOFFICE_OFFLINE"] == "1" {
            throw UsageError(
                message: Phrase.say(
                    ko: "sync는 KOBIS에 묻는데 BOXOFFICE_OFFLINE=1이 아무것도 보내지 말라고 합니다: 동기화하려면 "
                        + "지우세요",
                    en: "sync asks KOBIS, and BOXOFFICE_OFFLINE=1 says to send nothing: unset it to sync"))
        }
        // KOBIS itself, not the cache; and nothing written to the cache: the archive keeps what the run fetched.
        let network = ServiceOptions(
            config: options.config, timeout: options.timeout, noCache: true, refresh: true, concurrency: options.jobs)
        let service = try context.service(network, verbose: options.verbose)
        if options.dryRun { return try dryRun(try await sync.plan(service), context: context) }
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: "requests")
        let summary: ArchiveSync.Summary
        do {
            defer { bar.finish() }
            summary = try await sync.run(service, events: UseCaseEvents(progress: bar.update))
        }
        if options.format == .json {
            try context.out(Renderer.render(SyncAnswers.answer(summary), format: .json) { "" })
        } else {
            context.note(line(summary))
        }
        // Nothing sent because today's requests are spent, and days still missing: the run did not do its work.
        return summary.idle == .quota && !summary.complete ? .quotaSpent : .success
    }

    /// `--dry-run`: the plan as every command's dry run says it, but for the question a long run asks first (sync
    /// asks none: its budget is the bound).
    static func dryRun(_ run: RunPlan, context: Context) throws -> ExitCode {
        if try DryRun.json(run, context: context) { return .success }
        var lines = [DryRun.requests(run, cached: false)]
        if let then = run.then { lines.append(Phrase.say(ko: "이어서: \(then)", en: "then: \(then)")) }
        if let quota = run.plan.quota { lines.append(DryRun.today(quota, toSend: run.plan.toSend)) }
        try context.out(lines.joined(separator: "\n") + "\n" + DryRun.nothingSent + "\n")
        return .success
    }

    static func line(_ summary: ArchiveSync.Summary) -> String {
        if Phrase.korean { return korean(summary) }
        let count = Formatting.counted
        let left = summary.remaining.map { "\(Formatting.grouped(Int64($0))) left today" } ?? "no count kept"
        let runs =
            summary.complete
            ? "the archive is complete"
            : summary.runsLeft == 1
                ? "1 more run completes it" : "\(Formatting.grouped(Int64(summary.runsLeft))) more runs complete it"
        let changed = count(summary.changed, "day", "days") + " changed"
        let added = count(summary.added, "day", "days") + " added"
        let idle: String
        switch summary.idle {
        case .budget?: idle = "nothing sent: --budget 0; "
        case .quota?: idle = "nothing sent: today's requests are spent, less the 10% kept for other commands; "
        case nil: idle = ""
        }
        return "sync \(summary.first.iso) to \(summary.last.iso): \(count(summary.held, "day", "days")) held, "
            + "\(Formatting.grouped(Int64(summary.missing))) missing; "
            + "\(count(summary.weeklyHeld, "weekly ranking", "weekly rankings")) held, "
            + "\(Formatting.grouped(Int64(summary.weeklyMissing))) missing; "
            + "\(count(summary.filmsHeld, "film", "films")) held, \(Formatting.grouped(Int64(summary.filmsMissing))) "
            + "missing; \(count(summary.sent, "request", "requests")) sent "
            + "(\(idle)\(added), \(changed) by the recheck), \(left); \(runs)"
    }

    /// ``line(_:)`` in Korean.
    private static func korean(_ summary: ArchiveSync.Summary) -> String {
        let g: (Int) -> String = Formatting.grouped
        let left = summary.remaining.map { "오늘 \(g($0))건 남음" } ?? "요청 수는 세지 않음"
        let runs =
            summary.complete
            ? "보관소가 다 찼습니다"
            : summary.runsLeft == 1 ? "한 번 더 실행하면 다 찹니다" : "\(g(summary.runsLeft))번 더 실행하면 다 찹니다"
        let idle: String
        switch summary.idle {
        case .budget?: idle = "보낸 요청 없음: --budget 0; "
        case .quota?: idle = "보낸 요청 없음: 다른 명령 몫 10%를 빼고 오늘 요청을 다 썼습니다; "
        case nil: idle = ""
        }
        return "동기화 \(summary.first.iso) ~ \(summary.last.iso): 보관 \(g(summary.held))일, 빠짐 \(g(summary.missing))일; "
            + "주간 순위 보관 \(g(summary.weeklyHeld))개, 빠짐 \(g(summary.weeklyMissing))개; "
            + "영화 보관 \(g(summary.filmsHeld))편, 빠짐 \(g(summary.filmsMissing))편; 요청 \(g(summary.sent))건 보냄 "
            + "(\(idle)추가 \(g(summary.added))일, 재확인으로 바뀐 날 \(g(summary.changed))일), \(left); \(runs)"
    }
}
