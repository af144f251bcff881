import Foundation
import KobisKit

/// How a command reaches KOBIS: colour, config, deadline, cache, and the bundled sample.
struct NetworkOptions: OptionGroup {
    @Opt(Local.color) var color: ColorChoice
    @Opt(Local.config) var config: String?
    @Opt(Local.timeout) var timeout: Double
    @Opt(Local.noCache) var noCache: Bool
    @Opt(Local.refresh) var refresh: Bool
    @Opt(Local.offline) var offline: Bool
    @Opt(Local.dryRun) var dryRun: Bool
    @Opt(Local.verbose) var verbose: Bool
    @Opt(Local.demo) var demo: Bool

    /// What the library needs to build the service.
    func service(jobs: Int = Declared.jobs.defaultValue!, movingClock: Bool = false) -> ServiceOptions {
        ServiceOptions(
            demo: demo, config: config, timeout: timeout, noCache: noCache, refresh: refresh, concurrency: jobs,
            movingClock: movingClock, offline: offline)
    }
}
