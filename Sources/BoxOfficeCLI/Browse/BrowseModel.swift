import Foundation
import KobisKit

/// Where `boxoffice browse` is and what it shows: the pages (the ranking, a film's sheet, search results, a trend,
/// share text, the keys), the selection, the day and period, a prompt, the status line and the one request in
/// flight. Keys, answers and the clock change it, and it returns the effects for ``BrowseApp`` to carry out: it
/// sends nothing itself, so every rule here is tested without a terminal.
struct BrowseModel {
    /// What `w` cycles through.
    enum Period: CaseIterable, Sendable {
        case daily, week, weekend, weekdays

        var kind: WeekKind? {
            switch self {
            case .daily: return nil
            case .week: return .week
            case .weekend: return .weekend
            case .weekdays: return .weekdays
            }
        }

        var label: Label {
            switch self {
            case .daily: return .browseDaily
            case .week: return .browseWeek
            case .weekend: return .browseWeekend
            case .weekdays: return .browseWeekdays
            }
        }

        var next: Period {
            let all = Period.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    /// A film a key acts on.
    struct Film: Sendable, Equatable {
        let code: String
        let title: String

        /// The film as the status line names it: its title (its code when it has none), made safe to show.
        init(code: String, title: String) {
            self.code = code
            self.title = Sanitizer.line(title.isEmpty ? code : title)
        }
    }

    /// What a page shows: an answer, in its text form.
    enum Page {
        case ranking
        case sheet(FilmSheet)
        case results(ListAnswer<MovieSummary>, query: String)
        case trend(TrendView)
        case share(String, Film)
        case help

        /// A page of films to select among: the ranking and search results (cards in the grid).
        var isList: Bool {
            switch self {
            case .ranking, .results: return true
            default: return false
            }
        }

        /// A page over the others that closes without stopping a request: the keys and the share text.
        var isOverlay: Bool {
            switch self {
            case .help, .share: return true
            default: return false
            }
        }

        /// Which page it is: a page fetched again replaces the one on top only when it is the same.
        var identity: String {
            switch self {
            case .ranking: return "ranking"
            case .sheet(let sheet): return "sheet \(sheet.movie.code)"
            case .results(_, let query): return "results \(query)"
            case .trend(let view): return "trend \(view.movieCode)"
            case .share(_, let film): return "share \(film.code)"
            case .help: return "help"
            }
        }
    }

    /// A page and where the user is on it: the selected row (lists) and the first line shown.
    struct PageState {
        var page: Page
        var selection = 0
        var scroll = 0
    }

    /// A note being written: the stars first, then the text.
    struct NoteDraft: Sendable, Equatable {
        let film: Film
        var stars: Int?
        var text = ""
        var writing = false
    }

    /// A line that takes the keys until it is done.
    enum Prompt: Equatable {
        case search(String)
        case note(NoteDraft)
        /// The approval of a run over the threshold: y or n.
        case confirm(String)
    }

    /// What an answer is for once it arrives.
    enum Purpose: Sendable {
        /// A new page on top.
        case open
        /// The page on top, fetched again.
        case reload
        /// A film's share text: copied and shown.
        case share
    }

    /// What a request fetches, through the use cases.
    enum Load: Sendable {
        case ranking(RankingTarget)
        case film(Film, Purpose)
        case search(String, Purpose)
        case trend(Film, Purpose)
        case note(NoteDraft)
    }

    /// One request: `refresh` bypasses the cache (`r`).
    struct Job: Sendable {
        let id: Int
        let load: Load
        let refresh: Bool
    }

    /// What a request brought.
    enum Answer: Sendable {
        case ranking(Ranking)
        case film(FilmSheet)
        case search(ListAnswer<MovieSummary>)
        case trend(TrendSeries)
        case note(Note)
    }

    /// What the app must do.
    enum Effect {
        /// Start this request, cancelling the one in flight (and its question).
        case start(Job)
        /// Cancel the request in flight.
        case cancel
        /// Put text on the clipboard.
        case copy(String)
        /// The answer to the approval asked.
        case reply(Bool)
        case quit(ExitCode)
    }

    /// The status line's message until the next key.
    struct Message: Equatable {
        let text: String
        let isError: Bool
    }

    /// The request in flight, what the status line calls it, the page depth it was asked from and the day the
    /// user was on.
    struct Running {
        let job: Job
        let label: String
        let depth: Int
        let day: KobisDate
    }

    let service: KobisService
    var period: Period = .daily
    /// The day of the ranking asked for: a day, or the last day of a period.
    var anchor: KobisDate
    /// The day the user is on: `w` shows the period holding it (when that has ended) and comes back to it.
    var day: KobisDate
    /// The day the user was on when the ranking shown was asked for: a stopped request goes back to it.
    private var shownDay: KobisDate
    /// The default day in force (yesterday in Korea when it was last taken).
    var latest: KobisDate
    /// A new default day, once Korea passed midnight: `r` takes it.
    var offer: KobisDate?
    var layout: Layout
    var pages = [PageState(page: .ranking)]
    /// The ranking shown (the one before stays while the next loads).
    var shown: Ranking?
    /// Rankings already fetched this session: going back to one draws it at once.
    var memory: [RankingTarget: Ranking] = [:]
    var prompt: Prompt?
    var message: Message?
    /// What the status line says when it has nothing else to say (`--demo`: where the figures come from).
    var standing: String?
    var running: Running?
    /// The request the user stopped, until another starts or its page goes: the screen says so and `r` fetches it.
    var stopped: Running?
    var spinner = 0
    /// Rows a page key moves: the view says after each frame.
    var pageSize = 10
    /// Cards in a row of the grid: the view says after each frame.
    var perRow = 1
    private var nextID = 1

    init(service: KobisService, day: KobisDate, layout: Layout = .list) {
        self.service = service
        self.anchor = day
        self.day = day
        self.shownDay = day
        self.latest = service.latestDay
        self.layout = layout
    }

    var top: PageState { pages[pages.count - 1] }

    /// The first request: the ranking of the day asked for.
    mutating func open() -> [Effect] {
        go(.day(anchor))
    }

    // MARK: Keys

    mutating func handle(_ key: Key) -> [Effect] {
        if key == .interrupt { return [.quit(.interrupted)] }
        if let prompt { return handle(key, prompt: prompt) }
        message = nil
        let cards = layout == .grid && top.page.isList
        switch key {
        case .up, .character("k"): if cards { moveRow(-1) } else { move(-1) }
        case .down, .character("j"): if cards { moveRow(1) } else { move(1) }
        case .pageUp: move(-max(1, pageSize))
        case .pageDown: move(max(1, pageSize))
        case .home: move(-Int.max / 2)
        case .end: move(Int.max / 2)
        case .escape:
            if top.page.isOverlay { return pop() }
            if running != nil { return stop() }
            if pages.count > 1 { return pop() }
        case .character("q"):
            return pages.count > 1 ? pop() : [.quit(.success)]
        case .character("?"):
            if case .help = top.page { return pop() }
            pages.append(PageState(page: .help))
        case .character("/"):
            prompt = .search("")
        case .character("g"):
            layout = layout == .list ? .grid : .list
            pages[pages.count - 1].scroll = 0
        case .enter:
            return openSelected()
        case .character("t"):
            guard let film = selectedFilm else { return nothing() }
            return start(.trend(film, .open), label: film.title)
        case .character("s"):
            guard let film = selectedFilm else { return nothing() }
            if case .sheet(let sheet) = top.page { return share(sheet, film) }
            return start(.film(film, .share), label: film.title)
        case .character("n"):
            guard let film = selectedFilm else { return nothing() }
            prompt = .note(NoteDraft(film: film))
        case .character("r"):
            return refresh()
        case .left:
            if cards { move(-1) } else { return step(-1) }
        case .right:
            if cards { move(1) } else { return step(1) }
        case .character("["):
            return step(-1)
        case .character("]"):
            return step(1)
        case .character("w"):
            return cycle()
        default:
            break
        }
        return []
    }

    private mutating func handle(_ key: Key, prompt: Prompt) -> [Effect] {
        switch prompt {
        case .search(var text):
            switch key {
            case .escape: self.prompt = nil
            case .enter:
                self.prompt = nil
                let query = text.trimmingCharacters(in: .whitespaces)
                guard !query.isEmpty else { return [] }
                return start(.search(query, .open), label: "'\(query)'")
            case .backspace:
                if !text.isEmpty { text.removeLast() }
                self.prompt = .search(text)
            case .character(let character):
                if text.count < KobisService.nameLimit { text.append(character) }
                self.prompt = .search(text)
            default: break
            }
        case .note(var draft):
            if key == .escape {
                self.prompt = nil
                return []
            }
            if draft.writing {
                switch key {
                case .enter:
                    self.prompt = nil
                    return start(.note(draft), label: draft.film.title)
                case .backspace:
                    if draft.text.isEmpty { draft.writing = false } else { draft.text.removeLast() }
                case .character(let character):
                    if draft.text.count < 2_000 { draft.text.append(character) }
                default: break
                }
            } else {
                switch key {
                case .character(let digit) where ("1"..."5").contains(digit):
                    draft.stars = Int(String(digit))
                case .left, .down: draft.stars = max(1, (draft.stars ?? 2) - 1)
                case .right, .up: draft.stars = min(5, (draft.stars ?? 0) + 1)
                case .enter: draft.writing = draft.stars != nil
                case .character(let character) where draft.stars != nil:
                    // Text typed once the stars are given starts the text, as Enter would have.
                    draft.writing = true
                    draft.text.append(character)
                default: break
                }
            }
            self.prompt = .note(draft)
        case .confirm:
            switch key {
            case .character("y"), .character("Y"):
                self.prompt = nil
                return [.reply(true)]
            case .character("n"), .character("N"), .character("q"), .escape, .enter:
                self.prompt = nil
                return [.reply(false)]
            default: break
            }
        }
        return []
    }

    private mutating func nothing() -> [Effect] {
        message = Message(text: Label.browseNoFilm.text, isError: false)
        return []
    }

    /// How many rows the top page selects among; 0 for pages that scroll instead.
    var selectable: Int {
        switch top.page {
        case .ranking: return shown?.boxOffice.entries.count ?? 0
        case .results(let answer, _): return answer.rows.count
        default: return 0
        }
    }

    /// `↑ ↓` in the grid: the card a row up or down (the last card when the row below is shorter).
    private mutating func moveRow(_ direction: Int) {
        let row = top.selection / perRow + direction
        guard selectable > 0, row >= 0, row <= (selectable - 1) / perRow else { return }
        pages[pages.count - 1].selection = min(selectable - 1, top.selection + direction * perRow)
    }

    private mutating func move(_ delta: Int) {
        let index = pages.count - 1
        switch top.page {
        case .ranking, .results:
            guard selectable > 0 else { return }
            let wanted = top.selection.addingReportingOverflow(delta).partialValue
            pages[index].selection = max(0, min(selectable - 1, wanted))
        default:
            pages[index].scroll = max(0, top.scroll.addingReportingOverflow(delta).partialValue)
        }
    }

    /// The film the keys act on: the selected row, or the page's own film.
    var selectedFilm: Film? {
        switch top.page {
        case .ranking:
            guard let entries = shown?.boxOffice.entries, entries.indices.contains(top.selection) else { return nil }
            let entry = entries[top.selection]
            return Film(code: entry.movieCode, title: entry.title)
        case .results(let answer, _):
            guard answer.rows.indices.contains(top.selection) else { return nil }
            let movie = answer.rows[top.selection]
            return Film(code: movie.code, title: movie.title)
        case .sheet(let sheet):
            return Film(code: sheet.movie.code, title: sheet.movie.title)
        case .trend(let view):
            return Film(code: view.movieCode, title: view.title)
        case .share(_, let film):
            return film
        case .help:
            return nil
        }
    }

    private mutating func openSelected() -> [Effect] {
        switch top.page {
        case .ranking, .results:
            guard let film = selectedFilm else { return nothing() }
            return start(.film(film, .open), label: film.title)
        default:
            return []
        }
    }

    private mutating func share(_ sheet: FilmSheet, _ film: Film) -> [Effect] {
        let text = ShareText.movie(FilmShare(movie: sheet.movie, ranked: rankedDay(of: film.code)))
        pages.append(PageState(page: .share(text, film)))
        return [.copy(text)]
    }

    /// The film's row in the daily ranking shown, when it is in it: the share then gives its audience and 누적.
    private func rankedDay(of code: String) -> RankedDay? {
        guard let shown, case .day(let day) = shown.target,
            let entry = shown.boxOffice.entries.first(where: { $0.movieCode == code })
        else { return nil }
        return RankedDay(day: day, entry: entry)
    }

    // MARK: Days and periods

    /// The ranking of `period` for `day`: the day itself, or the period holding it, each only once counted.
    func target(_ period: Period, _ day: KobisDate) throws -> RankingTarget {
        guard let kind = period.kind else { return .day(try service.countedDay(day)) }
        return .period(try service.endedPeriod(kind, holding: day))
    }

    private static func day(of target: RankingTarget) -> KobisDate {
        switch target {
        case .day(let day): return day
        case .period(let period): return period.end
        }
    }

    /// `[` and `]` (and `←` `→` in the list): the day (or week) before or after; none after yesterday in Korea,
    /// with the reason.
    private mutating func step(_ direction: Int) -> [Effect] {
        guard case .ranking = top.page else { return [] }
        do {
            let target = try target(period, anchor.adding(days: direction * (period.kind == nil ? 1 : 7)))
            day = BrowseModel.day(of: target)
            return go(target)
        } catch {
            message = Message(text: String(describing: error), isError: true)
            return []
        }
    }

    /// `w`: the next period, holding the user's day when it has ended, else the last that has; back to the day
    /// itself after the last period.
    private mutating func cycle() -> [Effect] {
        guard case .ranking = top.page else { return [] }
        period = period.next
        let latest = service.latestDay
        guard let kind = period.kind else { return go(.day(min(day, latest))) }
        let holding = BoxOfficePeriod(kind: kind, containingWeekOf: day)
        return go(.period(holding.end <= latest ? holding : BoxOfficePeriod.lastComplete(kind, upTo: latest)))
    }

    /// Shows `target`: at once when it was fetched this session (unless `refresh`), else once it arrives.
    mutating func go(_ target: RankingTarget, refresh: Bool = false) -> [Effect] {
        anchor = BrowseModel.day(of: target)
        stopped = nil
        if !refresh, let ranking = memory[target] {
            show(ranking)
            return stop(quietly: true)
        }
        return start(.ranking(target), refresh: refresh, label: target.label)
    }

    private mutating func show(_ ranking: Ranking) {
        let before = shown?.boxOffice.entries ?? []
        let code = before.indices.contains(pages[0].selection) ? before[pages[0].selection].movieCode : nil
        shown = ranking
        shownDay = day
        anchor = BrowseModel.day(of: ranking.target)
        let entries = ranking.boxOffice.entries
        pages[0].selection =
            code.flatMap { code in entries.firstIndex { $0.movieCode == code } }
            ?? max(0, min(pages[0].selection, entries.count - 1))
    }

    /// `r`: on the ranking, the new default day once midnight passed, else this screen again past the cache.
    private mutating func refresh() -> [Effect] {
        if let stopped, stopped.depth == pages.count { return retry(stopped) }
        switch top.page {
        case .ranking:
            if let offer {
                latest = offer
                day = offer
                self.offer = nil
                guard let kind = period.kind else { return go(.day(offer)) }
                return go(.period(BoxOfficePeriod.lastComplete(kind, upTo: offer)))
            }
            let target = shown?.target ?? (try? self.target(period, anchor)) ?? .day(anchor)
            return go(target, refresh: true)
        case .sheet(let sheet):
            let film = Film(code: sheet.movie.code, title: sheet.movie.title)
            return start(.film(film, .reload), refresh: true, label: film.title)
        case .results(_, let query):
            return start(.search(query, .reload), refresh: true, label: "'\(query)'")
        case .trend(let view):
            let film = Film(code: view.movieCode, title: view.title)
            return start(.trend(film, .reload), refresh: true, label: film.title)
        case .share, .help:
            return []
        }
    }

    /// The clock moved: once Korea passes midnight, the new default day is offered. True when the screen changes.
    mutating func clock(latest now: KobisDate) -> Bool {
        guard now > latest, offer != now else { return false }
        offer = now
        return true
    }

    // MARK: Requests

    private mutating func start(_ load: Load, refresh: Bool = false, label: String) -> [Effect] {
        let job = Job(id: nextID, load: load, refresh: refresh)
        nextID += 1
        running = Running(job: job, label: label, depth: pages.count, day: day)
        stopped = nil
        spinner = 0
        return [.start(job)]
    }

    /// `r` after a request was stopped: the same request again, on the day it was for.
    private mutating func retry(_ stopped: Running) -> [Effect] {
        day = stopped.day
        if case .ranking(let target) = stopped.job.load { anchor = BrowseModel.day(of: target) }
        return start(stopped.job.load, refresh: stopped.job.refresh, label: stopped.label)
    }

    /// Stops the request in flight; unless `quietly` (a page left, a day already fetched), the screen says so
    /// and `r` fetches it.
    private mutating func stop(quietly: Bool = false) -> [Effect] {
        guard let running else { return [] }
        self.running = nil
        ended(running, quietly: quietly)
        return [.cancel]
    }

    /// A request ended without its answer: the day and the ranking's day go back to those shown.
    private mutating func ended(_ running: Running, quietly: Bool) {
        if case .ranking = running.job.load, let shown {
            anchor = BrowseModel.day(of: shown.target)
            day = shownDay
        }
        guard !quietly else { return }
        stopped = running
        message = Message(text: Label.browseStoppedLoad(running.label), isError: false)
    }

    /// Closes the page on top; a request asked from it stops, unless it is an overlay (the keys, the share text).
    private mutating func pop() -> [Effect] {
        let closed = pages.removeLast()
        if let stopped, stopped.depth > pages.count { self.stopped = nil }
        guard !closed.page.isOverlay, let running, running.depth > pages.count else { return [] }
        return stop(quietly: true)
    }

    /// The approval of a long run, asked on the status line.
    mutating func ask(_ question: String) {
        prompt = .confirm(question)
    }

    /// A request's answer; an answer to a request no longer in flight is dropped.
    mutating func finish(_ id: Int, _ answer: Answer) -> [Effect] {
        guard let running, running.job.id == id else { return [] }
        self.running = nil
        switch (answer, running.job.load) {
        case (.ranking(let ranking), _):
            memory[ranking.target] = ranking
            show(ranking)
        case (.film(let sheet), .film(let film, let purpose)):
            switch purpose {
            case .open: pages.append(PageState(page: .sheet(sheet)))
            case .reload: replaceTop(.sheet(sheet))
            case .share: return share(sheet, film)
            }
        case (.search(let answer), .search(let query, let purpose)):
            guard !answer.rows.isEmpty else {
                message = Message(text: Label.browseNoMatch.text, isError: false)
                return []
            }
            open(.results(answer, query: query), purpose)
        case (.trend(let series), .trend(_, let purpose)):
            open(
                .trend(
                    TrendView(
                        movieCode: series.movie.code, title: series.shownTitle, metric: .audience, cumulative: false,
                        points: series.points, milestones: series.milestones)), purpose)
        case (.note(let note), _):
            let film = Film(code: note.movieCode, title: note.title)
            let saved = Label.browseNoteSaved(note.id, film.title, NoteAnswers.stars(note.stars))
            message = Message(text: saved, isError: false)
            if case .sheet(let sheet) = top.page, sheet.movie.code == note.movieCode {
                return start(.film(film, .reload), label: film.title)
            }
        default:
            break
        }
        return []
    }

    /// A request failed: `sentence` is what the command line would print (nil: it was stopped).
    mutating func fail(_ id: Int, sentence: String?) {
        guard let running, running.job.id == id else { return }
        self.running = nil
        guard let sentence else { return ended(running, quietly: false) }
        ended(running, quietly: true)
        message = Message(text: sentence, isError: true)
    }

    /// An answer's page: on top of the others, or in place of the same page fetched again.
    private mutating func open(_ page: Page, _ purpose: Purpose) {
        if purpose == .reload { replaceTop(page) } else { pages.append(PageState(page: page)) }
    }

    /// The page on top, fetched again; nothing when the user has moved on to another page.
    private mutating func replaceTop(_ page: Page) {
        guard top.page.identity == page.identity else { return }
        pages[pages.count - 1].page = page
    }

    /// What the view found room for: the rows a page key moves, the first line shown, and the cards in a row of
    /// the grid.
    mutating func fit(pageSize: Int, scroll: Int, perRow: Int = 1) {
        self.pageSize = pageSize
        self.perRow = max(1, perRow)
        pages[pages.count - 1].scroll = scroll
    }
}
