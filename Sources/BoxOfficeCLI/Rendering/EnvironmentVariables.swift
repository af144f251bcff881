import Foundation
import KobisKit

/// Every environment variable the program reads, declared once: help, the man page and a test read it.
enum EnvironmentVariables {
    static let all: [(name: String, help: String)] = [
        ("KOBIS_API_KEY", "The KOBIS key (overrides the config file)."),
        ("KOBIS_BASE_URL", "The KOBIS API base; https://www.kobis.or.kr/kobisopenapi/webservice/rest by default."),
        ("OMDB_API_KEY", "An OMDb key, for posters (overrides the config file)."),
        ("OMDB_BASE_URL", "The OMDb API base; https://www.omdbapi.com/ by default."),
        ("BOXOFFICE_CONFIG", "The config file to read (after --config)."),
        ("BOXOFFICE_DAILY_LIMIT", "Requests allowed a day before boxoffice refuses to send more (default 2950)."),
        ("BOXOFFICE_NOW", "The clock, as ISO 8601 or Unix seconds, for reproducible runs."),
        (
            "BOXOFFICE_LANG",
            "en: labels, headings, units and weekdays in English, and English titles and names where KOBIS has them (default ko). --lang wins over it, and it over Lang in Config.plist."
        ),
        (
            "BOXOFFICE_AMBIWIDTH",
            "double: count East Asian Ambiguous characters (▲▼★, box drawing) as two columns, for CJK terminals that draw them wide (default single)."
        ),
        ("XDG_CONFIG_HOME", "Where the config file lives (default ~/.config)."),
        ("XDG_CACHE_HOME", "Where answers are cached (default ~/.cache)."),
        ("XDG_STATE_HOME", "Where today's request count is kept (default ~/.local/state)."),
        ("XDG_DATA_HOME", "Where notes and the archive are kept (default ~/.local/share)."),
        ("BOXOFFICE_ARCHIVE", "The archive folder, an absolute path (default $XDG_DATA_HOME/boxoffice/archive)."),
        (
            "BOXOFFICE_SHARED_ARCHIVE",
            "A second archive folder, read-only, an absolute path: what the own archive lacks is read from it "
                + "(docs/archive.md)."
        ),
        ("BOXOFFICE_OFFLINE", "1: send no request, as --offline: answers from the archive and the cache only."),
        (
            "BOXOFFICE_BROWSE_FRAMES",
            "A file browse replaces after each screen it draws (its text, whether a request is in flight, the keys "
                + "handled): for tests that drive browse in a terminal."
        ),
        ("HOME", "The base of the defaults above."),
        ("NO_COLOR", "Set and not empty: no colour."),
        ("FORCE_COLOR", "Set and not 0: colour even when not a terminal."),
        ("CLICOLOR_FORCE", "1: colour even when not a terminal."),
        ("COLUMNS", "The width when stdout is not a terminal (default 120)."),
        ("TERM", "dumb: no spinner or progress bar."),
        ("TERM_PROGRAM", "iTerm.app or WezTerm: poster --show draws inline."),
        (
            "BOXOFFICE_PAGER",
            "The pager for text longer than the terminal (before PAGER; default less -FRX); "
                + "empty or cat: none, as --no-pager."
        ),
        ("PAGER", "The pager when BOXOFFICE_PAGER is unset."),
        ("LESS", "less's options for the pager; FRX when unset, as git sets it."),
        ("PATH", "Where the pager is looked for (less, by default)."),
    ]
}
