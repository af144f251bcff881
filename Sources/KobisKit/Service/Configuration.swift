import Foundation

/// The keys, servers and limits, from the config file and the environment. Every front-end reads the same.
public struct Configuration: Sendable {
    public var apiKey: String?
    public var baseURL: URL
    /// OMDb's key and base, for posters.
    public var omdbKey: String?
    public var omdbBaseURL: URL = OMDbServer.defaultBaseURL
    /// The file that was read, if any.
    public var file: String?
    /// Warnings to show, such as a key file that others can read.
    public var warnings: [String] = []
    /// Requests a day before boxoffice refuses to send more: `BOXOFFICE_DAILY_LIMIT` (default 2,950).
    public var dailyLimit = QuotaLedger.defaultLimit
    /// `BOXOFFICE_AMBIWIDTH` from the file (the environment wins): `single` or `double`.
    public var ambiguousWidth: String?
    /// `Lang` in the file: the language labels are shown in, unless `--lang` or `BOXOFFICE_LANG` says otherwise.
    public var language: Language?

    /// Lookup order: `--config PATH`, then `$BOXOFFICE_CONFIG`, then `$XDG_CONFIG_HOME/boxoffice/Config.plist`
    /// (default `~/.config/boxoffice/Config.plist`). `KOBIS_API_KEY` and `KOBIS_BASE_URL` override the file.
    /// A file named explicitly must exist; the default one may be absent.
    public static func load(explicitPath: String?, environment: [String: String]) throws -> Configuration {
        var values: [String: String] = [:]
        var used: String?
        if let path = explicitPath ?? environment["BOXOFFICE_CONFIG"].flatMap({ $0.isEmpty ? nil : $0 }) {
            values = try readPlist(path)
            used = path
        } else {
            let path = defaultPath(environment: environment)
            if RegularFile.kind(path) != nil {
                values = try readPlist(path)
                used = path
            }
        }
        var warnings: [String] = []
        if let used, nonEmpty(values["KOBIS_API_KEY"]) != nil || nonEmpty(values["OMDB_API_KEY"]) != nil,
            let mode = try? FileManager.default.attributesOfItem(atPath: used)[.posixPermissions] as? Int,
            mode & 0o077 != 0
        {
            warnings.append(
                "\(used) holds an API key and can be read or written by others (mode \(String(mode & 0o777, radix: 8))): run chmod 600 on it"
            )
        }
        let key = nonEmpty(environment["KOBIS_API_KEY"]) ?? nonEmpty(values["KOBIS_API_KEY"])
        let baseText = nonEmpty(environment["KOBIS_BASE_URL"]) ?? nonEmpty(values["KOBIS_BASE_URL"])
        let baseURL = try baseText.map { try parseBaseURL($0, name: "KOBIS_BASE_URL") } ?? KobisServer.defaultBaseURL
        if let key, key == "YOUR_KOBIS_API_KEY" {
            throw KobisError.configuration(
                "the config file still holds the placeholder key: put your own KOBIS key in \(used ?? "it")")
        }
        if let key, key.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value > 0x7E }) {
            throw KobisError.configuration(
                "the KOBIS key holds spaces or characters that are not printable ASCII: check it")
        }
        var configuration = Configuration(apiKey: key, baseURL: baseURL, file: used, warnings: warnings)
        configuration.omdbKey = nonEmpty(environment["OMDB_API_KEY"]) ?? nonEmpty(values["OMDB_API_KEY"])
        if configuration.omdbKey == "YOUR_OMDB_API_KEY" { configuration.omdbKey = nil }  // the example's placeholder: no key
        if let text = nonEmpty(environment["OMDB_BASE_URL"]) ?? nonEmpty(values["OMDB_BASE_URL"]) {
            configuration.omdbBaseURL = try parseBaseURL(text, name: "OMDB_BASE_URL")
        }
        configuration.dailyLimit = try dailyLimit(environment)
        configuration.ambiguousWidth = nonEmpty(values["BOXOFFICE_AMBIWIDTH"])
        configuration.language = try nonEmpty(values["Lang"]).map {
            try Language.parse($0, from: "Lang in \(used ?? "Config.plist")")
        }
        return configuration
    }

    /// The config file a run reads: `--config`, then `$BOXOFFICE_CONFIG`, then the default.
    public static func path(explicitPath: String?, environment: [String: String]) -> String {
        explicitPath ?? environment["BOXOFFICE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
            ?? defaultPath(environment: environment)
    }

    /// Stores `value` as `name` (`KOBIS_API_KEY`, `OMDB_API_KEY`) in the plist at `path`, keeping its other
    /// entries: mode 0600, folders made 0700. A file that does not parse is never overwritten.
    public static func store(_ value: String, as name: String, at path: String) throws {
        guard !value.isEmpty, value.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value <= 0x7E }),
            value.count <= 200
        else {
            throw KobisError.configuration(
                "the key must be printable ASCII without spaces, at most 200 characters: nothing was written")
        }
        var values: [String: Any] = [:]
        switch RegularFile.read(path, limit: 1_048_576) {
        case .missing: break
        case .data(let data):
            guard
                let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil))
                    as? [String: Any]
            else {
                throw KobisError.configuration(
                    "\(path) is not a property list dictionary: it was left as it is; fix or move it")
            }
            values = dictionary
        default:
            throw KobisError.configuration("cannot read \(path): it was left as it is")
        }
        values[name] = value
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try AtomicFile.writeOrThrow(data, to: URL(fileURLWithPath: path), permissions: 0o600)
            chmod(path, 0o600)
        } catch let error as FileWriteError {
            throw KobisError.configuration("cannot write \(path) (\(error.reason)): nothing was changed")
        } catch {
            throw KobisError.configuration("cannot write \(path): check the folder's permissions")
        }
    }

    /// `BOXOFFICE_DAILY_LIMIT`: a whole number from 1 to 1,000,000, else a configuration error.
    public static func dailyLimit(_ environment: [String: String]) throws -> Int {
        guard let text = environment["BOXOFFICE_DAILY_LIMIT"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
        else {
            return QuotaLedger.defaultLimit
        }
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw KobisError.configuration(
                "BOXOFFICE_DAILY_LIMIT='\(text.prefix(20))' is not a whole number from 1 to 1000000: fix it or unset it"
            )
        }
        return value
    }

    /// An http(s) URL with a host, a port in 1…65535, and no user, password, query or fragment.
    public static func parseBaseURL(_ text: String, name: String) throws -> URL {
        let shown = String(text.prefix(100))
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            let url = components.url
        else {
            throw KobisError.configuration("\(name) '\(shown)' is not an http(s) URL: fix it or unset it")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw KobisError.configuration(
                "\(name) has port \(port), which does not exist (1-65535): fix it or unset it")
        }
        if components.user != nil || components.password != nil || components.query != nil || components.fragment != nil
        {
            throw KobisError.configuration(
                "\(name) must not hold a user, password, query or fragment: fix it or unset it")
        }
        return url
    }

    /// `$XDG_CONFIG_HOME/boxoffice/Config.plist` (default `~/.config/boxoffice/Config.plist`).
    public static func defaultPath(environment: [String: String]) -> String {
        Paths(environment: environment).configFile.path
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    private static func readPlist(_ path: String) throws -> [String: String] {
        let data: Data
        switch RegularFile.read(path, limit: 1_048_576) {
        case .data(let bytes): data = bytes
        case .notRegular:
            throw KobisError.configuration(
                "config file \(path) is not a regular file: it was left as it is; point \(ParameterNaming.named("config")) or BOXOFFICE_CONFIG at a plist"
            )
        case .tooLarge:
            throw KobisError.configuration(
                "\(path) is larger than 1 MB, so it is not a config file: compare it with Config.example.plist")
        case .missing, .unreadable:
            throw KobisError.configuration(
                "cannot read config file \(path): check the path given by \(ParameterNaming.named("config")) or BOXOFFICE_CONFIG")
        }
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = object as? [String: Any]
        else {
            throw KobisError.configuration(
                "\(path) is not a property list dictionary: compare it with Config.example.plist")
        }
        var values: [String: String] = [:]
        for (name, value) in dictionary {
            if let text = value as? String { values[name] = text }
        }
        return values
    }
}
