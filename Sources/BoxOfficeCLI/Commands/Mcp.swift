import Foundation
import KobisKit

/// `boxoffice mcp`: the Model Context Protocol server on stdio, for AI assistants. The server lives in its own
/// module; the executable hands it to this command.
enum Mcp: Command {
    static let name = "mcp"
    static let summary = "serve KOBIS to AI assistants (Model Context Protocol, stdio)"

    struct Options: CommandOptions {
        @Opt(Local.config) var config: String?
        @Opt(Local.timeout) var timeout: Double
        @Opt(Local.noCache) var noCache: Bool
        @Opt(Local.refresh) var refresh: Bool
        @Opt(Local.demo) var demo: Bool
        @Opt(Local.verbose) var verbose: Bool
        @Opt(Local.quiet) var quiet: Bool
        var general: GeneralOptions { GeneralOptions() }
    }

    static let discussion: String? = """
        Runs an MCP server on standard input and output: newline-delimited JSON-RPC 2.0, logs on stderr. It speaks \
        the handshake era (initialize; protocol versions 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05) and the stateless \
        2026-07-28 revision (server/discover, the version in each request's _meta). Its tools call the same use cases as \
        the commands and return the same JSON documents, as structured content and as compact JSON text; each declares \
        its output schema. It starts without a key: a tool that needs one says how to add it. The key, the cache and \
        today's request count are the command line's own, so a cron job and an assistant never together overrun the \
        key's quota. --demo serves the bundled sample without a key. Set-up for Claude Desktop, Claude Code and VS Code: \
        README.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice mcp", "what an MCP client starts"),
        ("boxoffice mcp --demo", "the bundled sample, no key needed"),
        ("claude mcp add boxoffice -- boxoffice mcp", "Claude Code"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        if options.noCache && options.refresh {
            throw UsageError(
                message: Phrase.say(
                    ko: "--no-cache와 --refresh는 함께 쓸 수 없습니다",
                    en: "--no-cache and --refresh cannot be used together"))
        }
        guard let serve = context.serve else {
            throw UsageError(
                message: Phrase.say(
                    ko: "이 빌드에는 MCP 서버가 없습니다",
                    en: "this build has no MCP server"))
        }
        if context.terminal.stdinIsTTY && !options.quiet {
            context.note(
                Phrase.say(
                    ko: "표준 입출력으로 MCP를 제공합니다. 보통 MCP 클라이언트가 실행합니다 (boxoffice mcp --help "
                        + "참고). Ctrl-D로 끝냅니다.",
                    en: "serving MCP on stdin and stdout; an MCP client starts this (see boxoffice mcp --help). Ctrl-D "
                        + "ends it.")
            )
        }
        let service = ServiceOptions(
            demo: options.demo, config: options.config, timeout: options.timeout, noCache: options.noCache,
            refresh: options.refresh, movingClock: true)
        var launch = ServerLaunch(
            options: service, environment: context.environment, now: context.now, secrets: context.secrets,
            version: BoxOfficeCLI.version, interactive: context.terminal.stdinIsTTY
        ) { [context] line in
            context.error(line)
        }
        if options.verbose { launch.requests = { [context] event in context.error(event.description) } }
        let status = await serve(launch)
        return ExitCode(rawValue: status) ?? .success
    }
}
