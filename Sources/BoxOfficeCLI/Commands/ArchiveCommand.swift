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
        static let summary = "days held by year, the last sync, the requests still needed"
        typealias Options = ArchiveCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice archive status", "")]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            let store = store(context)
            let last = ArchiveSync.lastSettled(now: context.now)
            var text = "archive \(store.root.path)\n"
            var missing = 0
            var damaged = 0
            for year in ArchiveStore.firstDay.year...last.year {
                let first =
                    year == ArchiveStore.firstDay.year
                    ? ArchiveStore.firstDay : KobisDate(year: year, month: 1, day: 1)!
                let end = year == last.year ? last : KobisDate(year: year, month: 12, day: 31)!
                let total = end.daysSince(first) + 1
                let held: Int
                do {
                    held = try store.load(year: year)?.days.count ?? 0
                } catch {
                    damaged += 1
                    text += "\(year)  damaged: see `boxoffice archive verify`\n"
                    missing += total
                    continue
                }
                missing += total - held
                guard held > 0 else { continue }
                let part = year < ArchiveStore.fullCoverageYear ? "  (part of the screens)" : ""
                text += "\(year)  \(held) of \(total) days\(part)\n"
            }
            if let sync = store.lastSync() {
                text += "last sync \(sync.at): \(sync.sent) requests, \(sync.changed) days changed\n"
            } else {
                text += "never synced: run `boxoffice sync`\n"
            }
            if damaged == 0, let held = try? ArchiveSync(since: nil).survey(store: store, last: last) {
                let films = held.filmsMissing.count
                text +=
                    "\(missing) days, \(held.weeklyMissing) weekly rankings and \(films) films' details missing since "
                    + "\(ArchiveStore.firstDay.iso): \(missing + held.weeklyMissing + films) requests still needed "
                    + "(and the films the missing days name)\n"
            } else {
                text += "\(missing) days missing since \(ArchiveStore.firstDay.iso): \(missing) requests still needed\n"
            }
            text +=
                "figures before about \(ArchiveStore.fullCoverageYear) cover only part of the screens "
                + "(about 40% in 2004, 86% in 2006, 99% from 2010-2011)\n"
            try context.out(text)
            return damaged > 0 ? .dataError : .success
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
            // A file in an older format is no damage: the next sync writes it anew.
            let damaged = problems.filter { if case .outdated = $0 { return false } else { return true } }
            if options.format == .json {
                let found: [JSONValue] = problems.map { problem in
                    var path = ""
                    var reason = ""
                    var kind = "damaged"
                    if case .damaged(let file, let why) = problem { (path, reason) = (file, why) }
                    if case .outdated(let file, let why) = problem { (path, reason, kind) = (file, why, "outdated") }
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
            for problem in problems { context.error(ArchiveAdvice.line(for: problem)) }
            guard damaged.isEmpty else { return .dataError }
            if problems.isEmpty {
                context.note("every file of \(store.root.path) is whole (\(store.years().count) years)")
            }
            return .success
        }
    }
}
