import Foundation
import KobisKit

/// The single list of commands: dispatch, help, "did you mean", completions and the man page all read it.
enum CommandRegistry {
    /// Each command's name, and how to make its info: dispatch builds only the one it runs, while help,
    /// completions and the man page build them all.
    private static let entries: [(name: String, info: @Sendable () -> CommandInfo)] = [
        (Daily.name, { Daily.info() }), (Weekly.name, { Weekly.info() }), (Browse.name, { Browse.info() }),
        (Movie.name, { Movie.info() }), (Search.name, { Search.info() }), (Upcoming.name, { Upcoming.info() }),
        (People.name, { People.info() }), (PersonCommand.name, { PersonCommand.info() }),
        (Companies.name, { Companies.info() }), (CompanyCommand.name, { CompanyCommand.info() }),
        (Codes.name, { Codes.info() }), (Trend.name, { Trend.info() }),
        (MilestonesCommand.name, { MilestonesCommand.info() }), (Top.name, { Top.info() }),
        (RecordsCommand.command.name, { RecordsCommand.command.info() }),
        (PosterCommand.name, { PosterCommand.info() }), (Share.name, { Share.info() }),
        (NoteCommand.name, { NoteCommand.info() }), (Usage.name, { Usage.info() }), (Mcp.name, { Mcp.info() }),
        (ConfigCommand.name, { ConfigCommand.info() }), (CacheCommand.name, { CacheCommand.info() }),
        (Sync.name, { Sync.info() }), (ForecastCommand.name, { ForecastCommand.info() }),
        (ArchiveCommand.name, { ArchiveCommand.info() }),
        (Completions.name, { Completions.info() }), (Manpage.name, { Manpage.info() }),
    ]

    /// Every command, in the order help lists them.
    static let commands: [CommandInfo] = entries.map { $0.info() }

    /// The command typed as `name`, built alone.
    static func command(named name: String) -> CommandInfo? {
        entries.first { $0.name == name }?.info()
    }

    /// Every command that runs, subcommands included.
    static var runnable: [CommandInfo] { commands.flatMap(\.all) }
}
