/// The one rule for a film's runs and their day numbers (docs/json.md, "Runs and day numbers"), read by trends,
/// milestones, records, run figures and the forecast alike.
///
/// - A film's ranked days make one run until it has been out of the top 10 more than ``gap`` days; a return after
///   that is a run of its own, unless it comes before or within ``gap`` days of the release date (screenings
///   weeks ahead of a release and the release belong together).
/// - D+1 is KOBIS's release date whenever it falls within the run, or at most ``gap`` days before its first ranked
///   day; days before it are previews, D-1, D-2 …, however early they began.
/// - A run whose release date lies longer before its first ranked day is a re-release: it starts on its first ranked
///   day, with its own audience (the cumulative less what came before).
/// - A run without a release date starts on its first ranked day.
public enum RunRule {
    /// Days out of the top 10 that end a run; a run is over once the archive holds this many days after it.
    public static let gap = 28

    /// Whether a film ranked on `date`, last ranked on `previous`, starts a new run there.
    public static func startsRun(_ date: KobisDate, after previous: KobisDate, release: KobisDate?) -> Bool {
        guard date.daysSince(previous) > gap else { return false }
        guard let release else { return true }
        return date.daysSince(release) > gap
    }

    /// Whether a run first ranked on `first` is a re-release of a film released on `release`.
    public static func isRerelease(first: KobisDate, release: KobisDate?) -> Bool {
        guard let release else { return false }
        return first.daysSince(release) > gap
    }

    /// D+1 of a run first ranked on `first`: the release date, or the first ranked day for a re-release or a film
    /// without one.
    public static func start(first: KobisDate, release: KobisDate?) -> KobisDate {
        guard let release, !isRerelease(first: first, release: release) else { return first }
        return release
    }

    /// The D+N label number of `date` in a run that starts (D+1) on `start`: 1 on the start, -1 the day before; no 0.
    public static func day(_ date: KobisDate, start: KobisDate) -> Int {
        let offset = date.daysSince(start)
        return offset >= 0 ? offset + 1 : offset
    }
}
