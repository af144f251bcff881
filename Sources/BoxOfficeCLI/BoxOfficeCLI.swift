import Foundation
import KobisKit

/// The `boxoffice` program: finds the command in ``CommandRegistry``, parses its options once into typed
/// values, runs it, and maps every failure to one line on stderr and a documented exit code.
public enum BoxOfficeCLI {
    public static let version = "1.1.0"

    static let commandLineSynopsis = "usage: boxoffice <command> [options]   (boxoffice --help for more)"

    /// The commands, each with its summary wrapped under the others, then the ways to ask for help (a column of
    /// their own: wider, it would wrap more summaries).
    static var commandList: String {
        HelpText.table(CommandRegistry.commands.map { ("  \($0.name)", $0.summary) }) + "\n"
            + HelpText.table([
                ("  help <command>", "the command's options and examples (same as <command> --help)"),
                ("  help exit-codes", "what each exit status means"),
            ])
    }

    /// What a bare `boxoffice` prints, as gh does: what it is, the synopsis and the commands.
    static var shortHelp: String {
        HelpText.fitted(
            """
            boxoffice \(version): the Korean box office (KOBIS) in your terminal.

            \(commandLineSynopsis)

            COMMANDS
            \(commandList)
            """)
    }

    static var help: String {
        HelpText.fitted(
            """
            \(shortHelp)

            EXAMPLES
              boxoffice daily
              boxoffice daily -d 2023-08-23 -l grid
              boxoffice daily -f json | jq '.entries[] | {rank, title, audience}'
              boxoffice movie 20124079
              boxoffice daily --demo                 try it without a key

            CONFIGURATION
              KOBIS_API_KEY    the key (overrides the config file)
              KOBIS_BASE_URL   the API base (default https://www.kobis.or.kr/kobisopenapi/
                               webservice/rest)
              --config PATH, then $BOXOFFICE_CONFIG, then $XDG_CONFIG_HOME/boxoffice/
              Config.plist (default ~/.config/boxoffice/Config.plist): a plist with
              KOBIS_API_KEY and optional KOBIS_BASE_URL.
              OMDB_API_KEY     an OMDb key, for posters (also OMDB_BASE_URL)
              BOXOFFICE_DAILY_LIMIT  requests a day before boxoffice stops (default 2950)
              Colour: --color, then NO_COLOR, then FORCE_COLOR or CLICOLOR_FORCE=1.
              COLUMNS sets the width when stdout is not a terminal (default 120).
              BOXOFFICE_PAGER, then PAGER (default less -FRX): text longer than the
              terminal goes through it; --no-pager or BOXOFFICE_PAGER=cat: none.
              Every variable: the man page (boxoffice manpage).

            \(HelpText.exitCodesPointer)
            """)
    }

    /// What the process looked like before anything else ran.
    public struct ProcessStart: Sendable {
        let stdoutWasClosed: Bool
        /// The environment as it was given, before Foundation's folders were shielded.
        let environment: [String: String]
    }

    /// Call first, before anything async or any thread: fills closed descriptors 0–2 with /dev/null (so no
    /// file the program opens can land on stdout), turns SIGPIPE into EPIPE, which ends the program quietly
    /// with 141, unblocks the signals that end it, limits malloc's arenas, and takes the environment before
    /// Foundation's folders are shielded. Nothing changes the environment after this.
    public static func prepareProcess() -> ProcessStart {
        signal(SIGPIPE, SIG_IGN)
        TerminalPlatform.unblockTerminationSignals()
        TerminalPlatform.limitMallocArenas()
        TerminalPlatform.keepOpenSSLFromCleaningUpAtExit()
        let environment = ProcessInfo.processInfo.environment
        TerminalPlatform.shieldFoundationFolders()
        return ProcessStart(stdoutWasClosed: occupyClosedStandardDescriptors(), environment: environment)
    }

    /// Runs the program with the process's real streams and terminal; `serve` runs `boxoffice mcp`.
    public static func main(
        _ start: ProcessStart, serve: (@Sendable (ServerLaunch) async -> Int32)? = nil
    ) async -> Int32 {
        let stdoutClosed = start.stdoutWasClosed
        let environment = start.environment
        // `--lang` is taken from the words before anything else, so every message, a broken variable's too, speaks it.
        let asked = LanguageChoice.scan(Array(CommandLine.arguments.dropFirst()))
        let now: Date
        let language: Language?
        let wide: Bool
        do {
            (wide, language, now) = try Label.$language.withValue(asked ?? .ko) {
                let wide = try ambiguousWidth(environment["BOXOFFICE_AMBIWIDTH"])
                var language: Language?
                if let text = environment["BOXOFFICE_LANG"], !text.isEmpty {
                    language = try Language.parse(text, from: "BOXOFFICE_LANG")
                }
                return (wide, language, try Context.clock(environment: environment))
            }
        } catch {
            Label.$language.withValue(asked ?? .ko) {
                StandardError.write("boxoffice: \(Sanitizer.line(String(describing: error)))\n")
            }
            return ExitCode.configuration.rawValue
        }
        let speaking = asked ?? language ?? .ko
        let terminal = Label.$language.withValue(speaking) { Terminal.current(environment: environment) }
        let pager = Pager.resolve(environment: environment, terminal: terminal)
        let output = OutputSink(stdoutClosed ? .closedStdout : pager.map { .paged($0) } ?? .stdout)
        var context = Context(environment: environment, terminal: terminal, now: now, output: output)
        context.language = asked ?? language
        context.ambiguousIsWide = environment["BOXOFFICE_AMBIWIDTH"] == nil ? nil : wide
        context.serve = serve
        Termination.install { _ in
            Spinner.eraseForTermination()
            output.flushForTermination()
            Pager.endForTermination()
        }
        let words = Array(CommandLine.arguments.dropFirst())
        let ready = context
        var code = await Label.$language.withValue(speaking) {
            await ParameterNaming.$current.withValue(.flag) {
                await DisplayWidth.$ambiguousIsWide.withValue(wide) {
                    await HelpText.$outputWidth.withValue(terminal.width) { await run(words, context: ready) }
                }
            }
        }
        do {
            try output.finishPaging()
        } catch {
            let failed = Label.$language.withValue(speaking) {
                report(error, context: context, usage: commandLineSynopsis)
            }
            if code == .success { code = failed }
        }
        return code.rawValue
    }

    static func run(_ words: [String], context: Context) async -> ExitCode {
        var arguments = words
        do {
            // `boxoffice --no-pager COMMAND`, as git takes it, and `boxoffice --lang en COMMAND` (the language was
            // read from the words before anything ran).
            while let first = arguments.first, ["--no-pager", "--lang"].contains(first) || first.hasPrefix("--lang=") {
                arguments.removeFirst()
                if first == "--no-pager" { try context.output.disablePaging() }
                if first == "--lang", !arguments.isEmpty { arguments.removeFirst() }
            }
            guard let first = arguments.first else {
                try context.out(shortHelp + "\n")
                return .success
            }
            // `boxoffice help daily --no-pager`: the words that are not a command's take it anywhere too.
            if ["help", "-h", "--help", "--version", "-V", "version"].contains(first), arguments.contains("--no-pager")
            {
                arguments.removeAll { $0 == "--no-pager" }
                try context.output.disablePaging()
            }
            switch first {
            case "-h", "--help":
                try context.out(help + "\n")
                return .success
            case "help":
                var words = Array(arguments.dropFirst())
                guard let name = words.first, name != "help" else {
                    try context.out(help + "\n")
                    return .success
                }
                if name == "exit-codes" {
                    try context.out(ExitCode.table + "\n")
                    return .success
                }
                var info = try command(named: name)
                words.removeFirst()
                if let sub = words.first, let found = info.subcommands.first(where: { $0.name == sub }) { info = found }
                try context.out(info.help + "\n")
                return .success
            case "--version", "-V", "version":
                try context.out("boxoffice \(version)\(buildCommit.map { " (commit \($0))" } ?? "")\n")
                return .success
            default:
                return try await command(named: first).execute(Array(arguments.dropFirst()), context)
            }
        } catch {
            return report(error, context: context, usage: commandLineSynopsis)
        }
    }

    /// The commit the binary was built from, when Scripts/install or Scripts/package recorded it beside the
    /// binary (`../share/boxoffice/build-info`).
    static var buildCommit: String? {
        guard let executable = TerminalPlatform.executablePath() else { return nil }
        let info = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("share/boxoffice/build-info", isDirectory: false)
        guard let data = RegularFile.read(info.path, limit: 4096).data else { return nil }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("commit ") }
        guard let commit = line?.dropFirst(7).trimmingCharacters(in: .whitespaces), !commit.isEmpty, commit != "unknown"
        else { return nil }
        return Sanitizer.line(String(commit.prefix(60)))
    }

    /// `BOXOFFICE_AMBIWIDTH`: `single` (the default) or `double`.
    static func ambiguousWidth(_ text: String?) throws -> Bool {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "single", "1": return false
        case "double", "2": return true
        case let other?:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "BOXOFFICE_AMBIWIDTH='\(other.prefix(20))': single도 double도 아닙니다. 고치거나 지우세요",
                    en: "BOXOFFICE_AMBIWIDTH='\(other.prefix(20))' is neither single nor double: fix it or unset it"))
        }
    }

    static func command(named name: String) throws -> CommandInfo {
        if let command = CommandRegistry.command(named: name) { return command }
        let hint =
            CommandRegistry.commands.map(\.name).first { editDistance($0, name) <= 2 }.map {
                Phrase.say(ko: ". '\($0)'처럼 쓰려던 건가요?", en: "; did you mean '\($0)'?")
            }
            ?? ""
        throw UsageError(
            message: Phrase.say(
                ko: "알 수 없는 명령 '\(name.prefix(40))'\(hint)", en: "unknown command '\(name.prefix(40))'\(hint)"),
            usage: commandLineSynopsis)
    }

    /// `See 'boxoffice daily --help'.`: the help command of the command whose usage line is `usage`, as git
    /// points to its help under a usage error; the top-level help when the usage names no command.
    static func helpPointer(usage: String) -> String {
        let words = (usage.split(separator: "\n").first ?? "").split(separator: " ").dropFirst(2).map(String.init)
        var path: [String] = []
        if let first = words.first, let command = CommandRegistry.command(named: first) {
            path = [command.name]
            if words.count > 1, let sub = command.subcommands.first(where: { $0.name == words[1] }) {
                path.append(sub.name)
            }
        }
        let help = (["boxoffice"] + path + ["--help"]).joined(separator: " ")
        return Phrase.say(ko: "'\(help)'에서 도움말을 보세요.", en: "See '\(help)'.")
    }

    /// One line on stderr (none for a closed pipe) and the exit code for `error`; `usage` is the command's. A
    /// usage error adds one line naming the command's help.
    static func report(_ error: Error, context: Context, usage: String) -> ExitCode {
        switch error {
        case let error as UsageError:
            context.error(error.message)
            context.writeErr(helpPointer(usage: error.usage.isEmpty ? usage : error.usage) + "\n")
            return .usage
        case let error as RequestError:
            context.error(error.description)
            switch error {
            case .ambiguousName(_, _, let candidates, _):
                for candidate in candidates { context.writeErr("  " + Sanitizer.line(candidate.line) + "\n") }
            case .nameTooLong:
                break
            default:
                context.writeErr(helpPointer(usage: usage) + "\n")
            }
            return .usage
        case let error as KobisError:
            context.error(Advice.line(for: error))
            return ExitCode(for: error)
        case let error as ArchiveError:
            context.error(ArchiveAdvice.line(for: error))
            return ArchiveAdvice.code(for: error)
        case let error as NotesError:
            context.error(error.description)
            if case .unwritable = error { return .ioError }
            return .dataError
        case TrendError.noRunningTotal:
            return report(UsageError(message: Advice.sentence(for: error) ?? ""), context: context, usage: usage)
        case is TrendError:
            context.error(Advice.sentence(for: error) ?? "\(error)")
            return .notFound
        case let error as ConversionError:
            return report(UsageError(message: error.reason), context: context, usage: usage)
        case OutputError.brokenPipe:
            return .brokenPipe
        case OutputError.failed(let target, let reason):
            context.error(
                Phrase.say(
                    ko: "\(target)에 쓸 수 없습니다 (\(reason)). 아무것도 쓰지 않았으니 디스크나 경로를 확인하세요",
                    en: "cannot write to \(target) (\(reason)): nothing was written; check the disk or the path"))
            return .ioError
        case let error as InputError:
            context.error(error.description)
            return .ioError
        case is CancellationError:
            return .interrupted
        default:
            context.error(
                Phrase.say(ko: "예상하지 못한 오류: \(type(of: error))", en: "unexpected failure: \(type(of: error))"))
            return .badAnswer
        }
    }
}
