import Foundation

/// Where boxoffice keeps its files: the XDG base directories, from an environment (never the process's own,
/// which is shielded from Foundation at start). A variable counts only when it holds an absolute path.
public struct Paths: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) { self.environment = environment }

    /// `$HOME`, when absolute, else the account's home.
    public var home: URL {
        URL(
            fileURLWithPath: environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory(),
            isDirectory: true)
    }

    /// `$NAME/boxoffice` when `NAME` is absolute, else `~/fallback/boxoffice`.
    private func base(_ name: String, fallback: String) -> URL {
        let root =
            environment[name].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? home.appendingPathComponent(fallback, isDirectory: true)
        return root.appendingPathComponent("boxoffice", isDirectory: true)
    }

    /// Cached answers: `$XDG_CACHE_HOME/boxoffice` (default `~/.cache/boxoffice`).
    public var cache: URL { base("XDG_CACHE_HOME", fallback: ".cache") }
    /// The request ledger: `$XDG_STATE_HOME/boxoffice` (default `~/.local/state/boxoffice`).
    public var state: URL { base("XDG_STATE_HOME", fallback: ".local/state") }
    /// Notes: `$XDG_DATA_HOME/boxoffice` (default `~/.local/share/boxoffice`).
    public var data: URL { base("XDG_DATA_HOME", fallback: ".local/share") }
    /// The config folder: `$XDG_CONFIG_HOME/boxoffice` (default `~/.config/boxoffice`).
    public var config: URL { base("XDG_CONFIG_HOME", fallback: ".config") }

    /// The archive: `$BOXOFFICE_ARCHIVE` when absolute, else `$XDG_DATA_HOME/boxoffice/archive`.
    public var archive: URL {
        if let path = environment["BOXOFFICE_ARCHIVE"], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return data.appendingPathComponent("archive", isDirectory: true)
    }

    /// A second archive, read-only, read after ``archive`` (a team's, on a shared drive): `$BOXOFFICE_SHARED_ARCHIVE`
    /// when absolute; nil without it.
    public var sharedArchive: URL? {
        guard let path = environment["BOXOFFICE_SHARED_ARCHIVE"], path.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Why `BOXOFFICE_SHARED_ARCHIVE` is not read, when it is set: not an absolute path, or no archive there (an
    /// archive has a `FORMAT` file); nil when it is read or not set.
    public var sharedArchiveProblem: String? {
        guard let path = environment["BOXOFFICE_SHARED_ARCHIVE"], !path.isEmpty else { return nil }
        guard let shared = sharedArchive else {
            return Phrase.say(
                ko: "BOXOFFICE_SHARED_ARCHIVE는 절대 경로여야 합니다: '\(path)'는 읽지 않습니다",
                en: "BOXOFFICE_SHARED_ARCHIVE must be an absolute path: '\(path)' is not read")
        }
        guard FileManager.default.fileExists(atPath: ArchiveStore(root: shared).formatFile.path) else {
            return Phrase.say(
                ko: "BOXOFFICE_SHARED_ARCHIVE \(shared.path)에 보관소가 없어(FORMAT 파일 없음) 읽지 않습니다",
                en: "BOXOFFICE_SHARED_ARCHIVE \(shared.path) holds no archive (no FORMAT file): it is not read")
        }
        return nil
    }

    /// The default config file.
    public var configFile: URL { config.appendingPathComponent("Config.plist", isDirectory: false) }
    /// The notes file.
    public var notesFile: URL { data.appendingPathComponent("notes.json", isDirectory: false) }
}
