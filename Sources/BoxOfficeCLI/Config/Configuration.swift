import Foundation
import KobisKit

/// The key and base URL, from the config file and the environment.
struct Configuration: Sendable {
    var apiKey: String?
    var baseURL: URL
    /// The file that was read, if any.
    var file: String?

    /// Lookup order: `--config PATH`, then `$BOXOFFICE_CONFIG`, then `$XDG_CONFIG_HOME/boxoffice/Config.plist`
    /// (default `~/.config/boxoffice/Config.plist`). `KOBIS_API_KEY` and `KOBIS_BASE_URL` override the file.
    /// A file named explicitly must exist; the default one may be absent.
    static func load(explicitPath: String?, environment: [String: String]) throws -> Configuration {
        var values: [String: String] = [:]
        var used: String?
        if let path = explicitPath ?? environment["BOXOFFICE_CONFIG"].flatMap({ $0.isEmpty ? nil : $0 }) {
            values = try readPlist(path, required: true)
            used = path
        } else {
            let path = defaultPath(environment: environment)
            if FileManager.default.fileExists(atPath: path) {
                values = try readPlist(path, required: false)
                used = path
            }
        }
        let key = nonEmpty(environment["KOBIS_API_KEY"]) ?? nonEmpty(values["KOBIS_API_KEY"])
        let baseText = nonEmpty(environment["KOBIS_BASE_URL"]) ?? nonEmpty(values["KOBIS_BASE_URL"])
        var baseURL = KobisAPI.defaultBaseURL
        if let baseText {
            guard let url = URL(string: baseText), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil else {
                throw KobisError.configuration("KOBIS_BASE_URL '\(baseText)' is not an http(s) URL: fix it or unset it")
            }
            baseURL = url
        }
        if let key, key == "YOUR_KOBIS_API_KEY" {
            throw KobisError.configuration("the config file still holds the placeholder key: put your own KOBIS key in \(used ?? "it")")
        }
        return Configuration(apiKey: key, baseURL: baseURL, file: used)
    }

    static func defaultPath(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = (environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()) + "/.config"
        }
        return base + "/boxoffice/Config.plist"
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    private static func readPlist(_ path: String, required: Bool) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KobisError.configuration("cannot read config file \(path): check the path given by --config or BOXOFFICE_CONFIG")
        }
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let dictionary = object as? [String: Any] else {
            throw KobisError.configuration("\(path) is not a property list dictionary: compare it with Config.example.plist")
        }
        var values: [String: String] = [:]
        for (name, value) in dictionary {
            if let text = value as? String { values[name] = text }
        }
        return values
    }
}
