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
                Phrase.say(
                    ko:
                        "\(used): API 키가 든 파일을 다른 사용자도 읽거나 쓸 수 있습니다 (권한 \(String(mode & 0o777, radix: 8))). chmod 600으로 막으세요",
                    en:
                        "\(used) holds an API key and can be read or written by others (mode \(String(mode & 0o777, radix: 8))): run chmod 600 on it"
                )
            )
        }
        let key = nonEmpty(environment["KOBIS_API_KEY"]) ?? nonEmpty(values["KOBIS_API_KEY"])
        let baseText = nonEmpty(environment["KOBIS_BASE_URL"]) ?? nonEmpty(values["KOBIS_BASE_URL"])
        let baseURL = try baseText.map { try parseBaseURL($0, name: "KOBIS_BASE_URL") } ?? KobisServer.defaultBaseURL
        if let key, key == "YOUR_KOBIS_API_KEY" {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "설정 파일의 키가 아직 예시 값입니다: \(used ?? "설정 파일")에 내 KOBIS 키를 넣으세요",
                    en: "the config file still holds the placeholder key: put your own KOBIS key in \(used ?? "it")"))
        }
        if let key, key.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value > 0x7E }) {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "KOBIS 키에 공백이나 출력할 수 없는 문자(ASCII 밖)가 있습니다: 키를 확인하세요",
                    en: "the KOBIS key holds spaces or characters that are not printable ASCII: check it"))
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
                Phrase.say(
                    ko: "키는 공백 없는 출력 가능 ASCII로 200자까지입니다: 아무것도 쓰지 않았습니다",
                    en: "the key must be printable ASCII without spaces, at most 200 characters: nothing was written"))
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
                    Phrase.say(
                        ko: "\(path): 속성 목록(plist) 사전이 아닙니다. 그대로 두었으니 고치거나 옮기세요",
                        en: "\(path) is not a property list dictionary: it was left as it is; fix or move it"))
            }
            values = dictionary
        default:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(path): 읽을 수 없습니다. 파일은 그대로 두었습니다",
                    en: "cannot read \(path): it was left as it is"))
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
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(path): 쓸 수 없습니다 (\(error.reason)). 아무것도 바꾸지 않았습니다",
                    en: "cannot write \(path) (\(error.reason)): nothing was changed"))
        } catch {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(path): 쓸 수 없습니다: 폴더 권한을 확인하세요",
                    en: "cannot write \(path): check the folder's permissions"))
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
                Phrase.say(
                    ko: "BOXOFFICE_DAILY_LIMIT='\(text.prefix(20))': 1에서 1000000 사이의 정수가 아닙니다. 고치거나 "
                        + "지우세요",
                    en:
                        "BOXOFFICE_DAILY_LIMIT='\(text.prefix(20))' is not a whole number from 1 to 1000000: fix it or unset it"
                )
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
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(name) '\(shown)': http(s) URL이 아닙니다. 고치거나 지우세요",
                    en: "\(name) '\(shown)' is not an http(s) URL: fix it or unset it"))
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(name)의 포트 \(port)번은 없는 포트입니다 (1-65535). 고치거나 지우세요",
                    en: "\(name) has port \(port), which does not exist (1-65535): fix it or unset it"))
        }
        if components.user != nil || components.password != nil || components.query != nil || components.fragment != nil
        {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(name)에 사용자, 비밀번호, 쿼리, 프래그먼트는 넣을 수 없습니다. 고치거나 지우세요",
                    en: "\(name) must not hold a user, password, query or fragment: fix it or unset it"))
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

    /// The settings the file gives as text: one of another type is refused, never taken as missing.
    static let textSettings: Set<String> = [
        "KOBIS_API_KEY", "OMDB_API_KEY", "KOBIS_BASE_URL", "OMDB_BASE_URL", "BOXOFFICE_AMBIWIDTH", "Lang",
    ]

    private static func readPlist(_ path: String) throws -> [String: String] {
        let data: Data
        switch RegularFile.read(path, limit: 1_048_576) {
        case .data(let bytes): data = bytes
        case .notRegular:
            throw KobisError.configuration(
                Phrase.say(
                    ko:
                        "설정 파일 \(path): 일반 파일이 아닙니다. 그대로 두었으니 \(ParameterNaming.named("config")) 또는 BOXOFFICE_CONFIG로 plist 파일을 가리키세요",
                    en:
                        "config file \(path) is not a regular file: it was left as it is; point \(ParameterNaming.named("config")) or BOXOFFICE_CONFIG at a plist"
                )
            )
        case .tooLarge:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(path): 1 MB보다 커서 설정 파일이 아닙니다. Config.example.plist와 견주어 보세요",
                    en: "\(path) is larger than 1 MB, so it is not a config file: compare it with Config.example.plist")
            )
        case .missing, .unreadable:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "설정 파일 \(path): 읽을 수 없습니다. \(ParameterNaming.named("config")) 또는 "
                        + "BOXOFFICE_CONFIG로 준 경로를 확인하세요",
                    en:
                        "cannot read config file \(path): check the path given by \(ParameterNaming.named("config")) or BOXOFFICE_CONFIG"
                ))
        }
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = object as? [String: Any]
        else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(path): 속성 목록(plist) 사전이 아닙니다. Config.example.plist와 견주어 보세요",
                    en: "\(path) is not a property list dictionary: compare it with Config.example.plist"))
        }
        var values: [String: String] = [:]
        for (name, value) in dictionary {
            if let text = value as? String {
                values[name] = text
            } else if Configuration.textSettings.contains(name) {
                throw KobisError.configuration(
                    Phrase.say(
                        ko: "\(path): \(name)의 값이 문자열(<string>)이 아닙니다. Config.example.plist와 견주어 보세요",
                        en: "\(path): \(name) is not a string (<string>): compare it with Config.example.plist"))
            }
        }
        return values
    }
}
