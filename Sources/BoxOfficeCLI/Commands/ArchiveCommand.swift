import Foundation
import KobisKit

/// `boxoffice archive status|verify|path`.
enum ArchiveCommand: CommandGroup {
    static let name = "archive"
    static let summary = "what the archive holds: status, verify, path"
    static let discussion: String? = """
        The archive is $XDG_DATA_HOME/boxoffice/archive (default ~/.local/share/boxoffice/archive; \
        BOXOFFICE_ARCHIVE overrides), filled by `boxoffice sync`: plain CSV files, one per year (docs/archive.md). \
        Nothing is sent to KOBIS.
        """
    static var subcommands: [CommandInfo] {
        [Status.info(parent: name), Verify.info(parent: name), Path.info(parent: name)]
    }

    struct Options: CommandOptions {
        var general = GeneralOptions()
    }

    /// `status` and `verify`: text, or one typed JSON document on stdout.
    struct ReportOptions: CommandOptions {
        @Opt(Local.format([.text, .json], help: "text (default) or json (one document on stdout)"))
        var format: OutputFormat
        var general = GeneralOptions()
    }

    static func store(_ context: Context) -> ArchiveStore {
        ArchiveStore(paths: Paths(environment: context.environment))
    }

    /// `archive path`.
    enum Path: Command {
        static let name = "path"
        static let summary = "print the archive folder"
        typealias Options = ArchiveCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice archive path", "")]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try context.out(store(context).root.path + "\n")
            return .success
        }
    }

    /// `archive status`.
    enum Status: Command {
        static let name = "status"
        static let summary = "days held by year, empty days, the last sync, the requests still needed"
        typealias Options = ArchiveCommand.ReportOptions
        static let examples: [(command: String, note: String)] = [
            ("boxoffice archive status", ""), ("boxoffice archive status -f json", "the same as one JSON document"),
        ]

        /// The command that fetches a suspect stretch again.
        static func refetch(_ stretch: ClosedRange<KobisDate>) -> String {
            "boxoffice sync --refresh --since \(stretch.lowerBound.iso) --until \(stretch.upperBound.iso)"
        }

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            let store = store(context)
            let last = ArchiveSync.lastSettled(now: context.now)
            var text = Phrase.say(ko: "보관소 \(store.root.path)\n", en: "archive \(store.root.path)\n")
            var years: [JSONValue] = []
            var missing = 0
            var damaged = 0
            let record = store.lastSync()
            let since = record?.since.flatMap { KobisDate($0) }.map { max($0, ArchiveStore.firstDay) }
            let first = since ?? ArchiveStore.firstDay
            for year in ArchiveStore.firstDay.year...last.year {
                let start = max(first, KobisDate(year: year, month: 1, day: 1)!)
                let end = year == last.year ? last : KobisDate(year: year, month: 12, day: 31)!
                let total =
                    end.daysSince(
                        year == ArchiveStore.firstDay.year
                            ? ArchiveStore.firstDay : KobisDate(year: year, month: 1, day: 1)!) + 1
                let wanted = max(0, end.daysSince(start) + 1)
                let held: Int
                do {
                    let days = try store.load(year: year)?.days
                    held = days?.count ?? 0
                    missing += wanted - (days?.keys.filter { $0 >= start }.count ?? 0)
                } catch {
                    damaged += 1
                    text += Phrase.say(
                        ko: "\(year)  손상됨: `boxoffice archive verify` 참고\n",
                        en: "\(year)  damaged: see `boxoffice archive verify`\n")
                    missing += wanted
                    years.append(.object([("year", .int(Int64(year))), ("damaged", .bool(true))]))
                    continue
                }
                guard held > 0 else { continue }
                let part = year < ArchiveStore.fullCoverageYear
                let g: (Int) -> String = Formatting.grouped
                text += Phrase.say(
                    ko: "\(year)  \(g(total))일 중 \(g(held))일\(part ? "  (일부 스크린만)" : "")\n",
                    en: "\(year)  \(g(held)) of \(Formatting.counted(total, "day", "days"))"
                        + "\(part ? "  (part of the screens)" : "")\n")
                years.append(
                    .object([
                        ("year", .int(Int64(year))), ("held", .int(Int64(held))), ("total", .int(Int64(total))),
                        ("partOfScreens", .bool(part)), ("damaged", .bool(false)),
                    ]))
            }
            let empty = store.emptyDays()
            let suspect = empty.suspect
            if !empty.days.isEmpty {
                let count = empty.days.count
                text += (count == 1 ? Label.emptyDayHeld.text : Label.emptyDaysHeld(Formatting.grouped(Int64(count))))
                text += "\n"
            }
            for stretch in suspect {
                let days = stretch.upperBound.daysSince(stretch.lowerBound) + 1
                text +=
                    Label.emptyDaysSuspect(
                        stretch.lowerBound.iso, stretch.upperBound.iso, Formatting.grouped(Int64(days)),
                        "`\(refetch(stretch))`") + "\n"
            }
            let running = store.syncRunning()
            let state: String
            if let record, record.running == true {
                state = running ? "running" : "interrupted"
                let started = record.started ?? ""
                text += (running ? Label.syncRunning(started) : Label.syncInterrupted(started)) + "\n"
            } else if let record, !record.at.isEmpty {
                state = "done"
                let g: (Int) -> String = Formatting.grouped
                text += Phrase.say(
                    ko: "마지막 동기화 \(record.at): 요청 \(g(record.sent))건, 바뀐 날 \(g(record.changed))일\n",
                    en: "last sync \(record.at): \(Formatting.counted(record.sent, "request", "requests")), "
                        + "\(Formatting.counted(record.changed, "day", "days")) changed\n")
            } else {
                state = "never"
                text += Phrase.say(
                    ko: "동기화한 적 없음: `boxoffice sync`를 실행하세요\n", en: "never synced: run `boxoffice sync`\n")
            }
            if let since { text += Label.syncSince(since.iso, ParameterNaming.named("since")) + "\n" }
            var weeklyMissing: Int?
            var filmsMissing: Int?
            if damaged == 0, let held = try? ArchiveSync(since: .day(first)).survey(store: store, last: last) {
                let films = held.filmsMissing.count
                (weeklyMissing, filmsMissing) = (held.weeklyMissing, films)
                let needed = missing + held.weeklyMissing + films
                let g: (Int) -> String = Formatting.grouped
                text += Phrase.say(
                    ko: "\(first.iso) 이후 빠진 것: 날 \(g(missing))일, 주간 순위 \(g(held.weeklyMissing))개, 영화 상세 "
                        + "\(g(films))편. 요청이 \(g(needed))건 더 필요합니다 (빠진 날에 나오는 영화 몫은 따로)\n",
                    en: "\(Formatting.counted(missing, "day", "days")), "
                        + "\(Formatting.counted(held.weeklyMissing, "weekly ranking", "weekly rankings")) and "
                        + "\(Formatting.counted(films, "film's details", "films' details")) missing since "
                        + "\(first.iso): \(Formatting.counted(needed, "request", "requests")) still needed "
                        + "(and the films the missing days name)\n")
            } else {
                let g: (Int) -> String = Formatting.grouped
                text += Phrase.say(
                    ko: "\(first.iso) 이후 빠진 날 \(g(missing))일: 요청이 \(g(missing))건 더 필요합니다\n",
                    en: "\(Formatting.counted(missing, "day", "days")) missing since \(first.iso): "
                        + "\(Formatting.counted(missing, "request", "requests")) still needed\n")
            }
            text += Phrase.say(
                ko: "\(ArchiveStore.fullCoverageYear)년 무렵 이전 집계는 일부 스크린만 셉니다 "
                    + "(2004년 약 40%, 2006년 86%, 2010-2011년부터 99%)\n",
                en: "figures before about \(ArchiveStore.fullCoverageYear) cover only part of the screens "
                    + "(about 40% in 2004, 86% in 2006, 99% from 2010-2011)\n")
            if options.format == .json {
                let stretches: [JSONValue] = suspect.map { stretch in
                    .object([
                        ("from", .string(stretch.lowerBound.iso)), ("to", .string(stretch.upperBound.iso)),
                        ("days", .int(Int64(stretch.upperBound.daysSince(stretch.lowerBound) + 1))),
                        ("refetch", .string(refetch(stretch))),
                    ])
                }
                let sync: [(String, JSONValue)] = [
                    ("state", .string(state)), ("at", .optional(record?.at.isEmpty == false ? record?.at : nil)),
                    ("started", .optional(record?.started)), ("sent", .optional(record.map(\.sent))),
                    ("changed", .optional(record.map(\.changed))),
                ]
                let document = JSONValue.object([
                    ("type", .string("archiveStatus")), ("archive", .string(store.root.path)),
                    ("since", .string(first.iso)), ("to", .string(last.iso)), ("years", .array(years)),
                    ("daysMissing", .int(Int64(missing))), ("weeklyMissing", .optional(weeklyMissing)),
                    ("filmsMissing", .optional(filmsMissing)), ("emptyDays", .int(Int64(empty.days.count))),
                    ("suspect", .array(stretches)), ("lastSync", .object(sync)),
                    ("damaged", .int(Int64(damaged))),
                ])
                try context.out(document.serialized() + "\n")
            } else {
                try context.out(text)
            }
            guard damaged == 0 else {
                context.error(
                    Phrase.say(
                        ko: "보관소 파일 \(damaged)개가 손상되었습니다: `boxoffice archive verify`가 파일과 다시 만드는 법을 "
                            + "알려 줍니다",
                        en: "\(Formatting.counted(damaged, "archive file is", "archive files are")) damaged: "
                            + "`boxoffice archive verify` says which and how to rebuild"))
                return .dataError
            }
            return .success
        }
    }

    /// `archive verify`.
    enum Verify: Command {
        static let name = "verify"
        static let summary = "check every file of the archive; name a damaged one and how to rebuild it"
        typealias Options = ArchiveCommand.ReportOptions
        static let examples: [(command: String, note: String)] = [
            ("boxoffice archive verify", ""), ("boxoffice archive verify -f json", "the same as one JSON document"),
        ]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            let store = store(context)
            let problems = store.verify()
            // A file in an older format is no damage: the next sync writes it anew. A foreign file (a name the archive
            // never writes) is ignored by every command: named as a note.
            let damaged = problems.filter {
                switch $0 {
                case .outdated, .foreign: return false
                default: return true
                }
            }
            let foreign = problems.filter { if case .foreign = $0 { return true } else { return false } }
            if options.format == .json {
                let found: [JSONValue] = problems.map { problem in
                    var path = ""
                    var reason = ""
                    var kind = "damaged"
                    if case .damaged(let file, let why) = problem { (path, reason) = (file, why) }
                    if case .outdated(let file, let why) = problem { (path, reason, kind) = (file, why, "outdated") }
                    if case .foreign(let file) = problem { (path, kind) = (file, "foreign") }
                    return .object([
                        ("path", .string(path)), ("problem", .string(kind)), ("reason", .string(reason)),
                        ("advice", .string(ArchiveAdvice.line(for: problem))),
                    ])
                }
                let document = JSONValue.object([
                    ("type", .string("archiveVerify")), ("archive", .string(store.root.path)),
                    ("whole", .bool(damaged.isEmpty)), ("years", .int(Int64(store.years().count))),
                    ("problems", .array(found)),
                ])
                try context.out(document.serialized() + "\n")
                return damaged.isEmpty ? .success : .dataError
            }
            for problem in problems where !foreign.contains(problem) { context.error(ArchiveAdvice.line(for: problem)) }
            for problem in foreign { context.note(ArchiveAdvice.line(for: problem)) }
            guard damaged.isEmpty else { return .dataError }
            if problems.count == foreign.count && store.years().isEmpty {
                context.note(
                    Phrase.say(
                        ko: "\(store.root.path)에 아직 연도 파일이 없어 검사할 것이 없습니다 (`boxoffice sync`가 채웁니다)",
                        en: "\(store.root.path) holds no year yet: nothing to check (`boxoffice sync` fills it)"))
            } else if problems.count == foreign.count {
                context.note(
                    Phrase.say(
                        ko: "\(store.root.path)의 파일은 모두 온전합니다 (\(store.years().count)년치)",
                        en: "every file of \(store.root.path) is whole (\(store.years().count) years)"))
            }
            return .success
        }
    }
}
