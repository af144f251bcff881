import Foundation
import KobisKit

/// The event loop of `boxoffice browse`. Keys (read on their own thread), resizes (SIGWINCH), a clock tick and
/// the answers of requests all arrive on one stream and change the model in order, each followed by a frame.
/// Requests run as tasks through the same use cases as the commands (rankings, films, searches, trends, notes),
/// one at a time: a new one cancels the one before, so a key never waits for the network.
final class BrowseApp {
    enum Event: Sendable {
        case key(Key)
        case resize
        case tick
        case answer(Int, Result<BrowseModel.Answer, Error>)
        /// A request asks before sending more than the threshold; `left` is today's remaining count.
        case ask(Int, requests: Int, left: Int?)
        /// A line the run would have written on stderr (`-v`, a configuration warning).
        case note(String)
        case inputClosed
    }

    /// Where lines for stderr go: stderr until the screen is full, then the status line.
    final class Relay: @unchecked Sendable {
        private let lock = NSLock()
        private var target: AsyncStream<Event>.Continuation?

        func attach(_ continuation: AsyncStream<Event>.Continuation?) { lock.withLock { target = continuation } }

        func write(_ text: String) {
            guard let target = lock.withLock({ target }) else { return StandardError.write(text) }
            target.yield(.note(text))
        }
    }

    /// The approvals asked and not answered yet, by request: every one is answered (no, when nothing else does)
    /// before the request it belongs to is dropped, and when the program ends.
    final class Questions: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]

        func add(_ id: Int, _ reply: CheckedContinuation<Bool, Never>) { lock.withLock { waiting[id] = reply } }

        func answer(_ id: Int, _ yes: Bool) {
            lock.withLock { waiting.removeValue(forKey: id) }?.resume(returning: yes)
        }

        func answerAll(_ yes: Bool) {
            for reply in lock.withLock({ () -> [CheckedContinuation<Bool, Never>] in
                defer { waiting.removeAll() }
                return Array(waiting.values)
            }) { reply.resume(returning: yes) }
        }
    }

    private let screen: FullScreen
    private let style: Style
    private let service: KobisService
    private let refreshed: () throws -> KobisService
    private let notes: NotesStore
    private let secrets: SecretBox
    private let events: AsyncStream<Event>
    private let send: AsyncStream<Event>.Continuation
    private let questions = Questions()
    private var model: BrowseModel
    private var task: Task<Void, Never>?
    private var refreshService: KobisService?
    /// Where each frame is reported (`BOXOFFICE_BROWSE_FRAMES`, for tests), and the keys handled so far.
    private var report: FrameReport?
    private var keys = 0

    /// `refreshed` makes the service that bypasses the cache (for `r`), the first time it is needed.
    init(
        model: BrowseModel, screen: FullScreen, style: Style, service: KobisService,
        refreshed: @escaping () throws -> KobisService, notes: NotesStore, secrets: SecretBox,
        events: (AsyncStream<Event>, AsyncStream<Event>.Continuation), report: FrameReport? = nil
    ) {
        self.report = report
        self.model = model
        self.screen = screen
        self.style = style
        self.service = service
        self.refreshed = refreshed
        self.notes = notes
        self.secrets = secrets
        (self.events, self.send) = events
    }

    /// Runs until a key quits (its exit code) or the terminal goes away.
    func run() async -> ExitCode {
        let send = self.send
        KeyReader.start(fd: screen.input, deliver: { send.yield(.key($0)) }, closed: { send.yield(.inputClosed) })
        let resize = TerminalPlatform.onWindowResize(queue: DispatchQueue.global()) { send.yield(.resize) }
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                send.yield(.tick)
            }
        }
        defer {
            ticker.cancel()
            resize.cancel()
            task?.cancel()
            questions.answerAll(false)
        }
        if let code = perform(model.open()) { return code }
        draw()
        var ticks = 0
        for await event in events {
            switch event {
            case .key(let key):
                keys += 1
                if let code = perform(model.handle(key)) { return code }
            case .resize:
                screen.invalidate()
            case .tick:
                ticks += 1
                var changed = false
                if model.running != nil {
                    model.spinner += 1
                    changed = true
                }
                if ticks % 10 == 0 { changed = model.clock(latest: service.latestDay) || changed }
                if !changed { continue }
            case .answer(let id, .success(let answer)):
                if let code = perform(model.finish(id, answer)) { return code }
            case .answer(let id, .failure(let error)):
                model.fail(
                    id,
                    sentence: Advice.sentence(
                        for: error,
                        stopped: Phrase.say(
                            ko: "차트는 그리지 않았습니다",
                            en: "no chart was drawn")
                    ).map(clean))
            case .ask(let id, let requests, let left):
                guard model.running?.job.id == id else {
                    questions.answer(id, false)
                    continue
                }
                let remaining = left.map { Label.browseLeftToday(Formatting.grouped(Int64($0))) } ?? ""
                let count = Formatting.grouped(requests)
                model.ask(Label.browseConfirm(Label.browseThisTrend.text, count, remaining))
            case .note(let text):
                model.message = BrowseModel.Message(text: clean(text), isError: false)
            case .inputClosed:
                return .hangup
            }
            draw()
        }
        return .success
    }

    /// A line from KOBIS or the system, fit for the status line: secrets masked, control characters removed.
    private func clean(_ text: String) -> String {
        Sanitizer.line(secrets.redact(text.hasPrefix("boxoffice: ") ? String(text.dropFirst(11)) : text))
    }

    private func draw() {
        let size = screen.size
        let frame = BrowseView.frame(model, rows: size.rows, columns: size.columns, style: style)
        model.fit(pageSize: frame.pageSize, scroll: frame.scroll, perRow: frame.perRow)
        screen.draw(frame.lines)
        report?.write(frame.lines, keys: keys, idle: model.running == nil, rows: size.rows, columns: size.columns)
    }

    /// Carries out the model's effects; the exit code when one of them quits.
    private func perform(_ effects: [BrowseModel.Effect]) -> ExitCode? {
        for effect in effects {
            switch effect {
            case .start(let job):
                start(job)
            case .cancel:
                stopTask()
            case .copy(let text):
                if TerminalPlatform.copyToSystemClipboard(text) {
                    model.message = BrowseModel.Message(text: Label.browseCopied.text, isError: false)
                } else {
                    screen.write(Clipboard.osc52(text))
                    model.message = BrowseModel.Message(text: Label.browseSentToTerminal.text, isError: false)
                }
            case .reply(let yes):
                if let id = model.running?.job.id { questions.answer(id, yes) }
            case .quit(let code):
                return code
            }
        }
        return nil
    }

    private func stopTask() {
        task?.cancel()
        task = nil
        questions.answerAll(false)
    }

    private func start(_ job: BrowseModel.Job) {
        stopTask()
        var service = self.service
        if job.refresh {
            do {
                if refreshService == nil { refreshService = try refreshed() }
                service = refreshService ?? service
            } catch {
                model.fail(job.id, sentence: Advice.sentence(for: error).map(clean))
                return
            }
        }
        let notes = self.notes
        let send = self.send
        let questions = self.questions
        task = Task {
            let approval = RunApproval(above: Confirmation.threshold) { requests in
                guard requests > Confirmation.threshold else { return }
                let left = try await service.quotaStatus()?.remaining
                let yes = await withCheckedContinuation { reply in
                    questions.add(job.id, reply)
                    send.yield(.ask(job.id, requests: requests, left: left))
                }
                guard yes else { throw CancellationError() }
            }
            let result: Result<BrowseModel.Answer, Error>
            do {
                let answer = try await BrowseApp.fetch(job.load, service: service, notes: notes, approval: approval)
                result = .success(answer)
            } catch {
                result = .failure(error)
            }
            send.yield(.answer(job.id, result))
        }
    }

    /// One request through its use case, with the cache, the quota and the approval of every command.
    static func fetch(
        _ load: BrowseModel.Load, service: KobisService, notes: NotesStore,
        approval: RunApproval
    ) async throws -> BrowseModel.Answer {
        switch load {
        case .ranking(let target):
            do {
                switch target {
                case .day(let day): return .ranking(try await DailyRanking(day).run(service, events: UseCaseEvents()))
                case .period(let period):
                    return .ranking(try await WeeklyRanking(period).run(service, events: UseCaseEvents()))
                }
            } catch let none as NoRanking {
                // An empty day is drawn: its heading over "(no ranking)".
                guard let empty = none.ranking else { throw none }
                return .ranking(empty)
            }
        case .film(let film, _):
            // The run in numbers when every day of it is held, as `movie` shows it.
            var lookup = FilmLookup(film.code, notes: notes)
            lookup.heldRun = true
            return .film(try await lookup.run(service, events: UseCaseEvents()))
        case .search(let query, _):
            let search = FilmSearch(title: query, perPage: MovieListWalk.pageSize)
            return .search(try await search.run(service, events: UseCaseEvents(approval: approval)))
        case .trend(let film, _):
            let runs = try await FilmTrend(films: [film.code]).run(service, events: UseCaseEvents(approval: approval))
            return .trend(runs.series[0])
        case .note(let draft):
            let text = draft.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let asked = NewNote(
                film: draft.film.code, stars: draft.stars ?? 3, text: text.isEmpty ? nil : text, store: notes)
            return .note(try await asked.run(service, events: UseCaseEvents()))
        }
    }
}
