import Foundation
import KobisKit

/// `boxoffice mcp`: the Model Context Protocol server on stdio, for AI assistants.
enum Mcp: Command {
    static let name = "mcp"
    static let summary = "serve KOBIS to AI assistants (Model Context Protocol, stdio)"

    struct Options: CommandOptions {
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = Argument.group(\.network, NetworkOptions.arguments(demo: true).filter { $0.spec.name != "dry-run" })
        + Argument.group(\.general, GeneralOptions.arguments.filter { $0.spec.name != "output" })

    static let discussion: String? = """
        Runs an MCP server on standard input and output: newline-delimited JSON-RPC 2.0, logs on stderr. It speaks \
        the handshake era (initialize; protocol versions 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05) and the stateless \
        2026-07-28 revision (server/discover, the version in each request's _meta). Its 15 tools call the same code as the \
        commands and return the same JSON documents, as structured content and as text: daily_box_office, weekly_box_office, \
        box_office_range, movie_info, search_movies, upcoming_movies, search_people, person_info, search_companies, \
        company_info, list_codes, movie_trend, quota_status, list_notes, add_note. The key, the cache and today's request \
        count are the command line's own, so a cron job and an assistant never together overrun the key's quota. \
        --demo serves the bundled sample without a key. Set-up for Claude Desktop, Claude Code and VS Code: README.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice mcp", "what an MCP client starts"),
        ("boxoffice mcp --demo", "the bundled sample, no key needed"),
        ("claude mcp add boxoffice -- boxoffice mcp", "Claude Code"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network, movingClock: true)
        if context.terminal.stdinIsTTY {
            context.note("serving MCP on stdin and stdout; an MCP client starts this (see boxoffice mcp --help). Ctrl-D ends it.")
        }
        return await MCPServer(service: service, context: context).run()
    }
}
