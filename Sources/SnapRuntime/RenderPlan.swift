import Foundation
import LayoutDSL

/// Many renders in one run of a module's preview program: `snap test` renders every preview of
/// a module's files in every variant of its matrix without starting a process for each (a
/// program's start alone costs more than a warm render). Each item is one file's previews under
/// one request; each preview renders on its own, so an error in one (a tree that never settles)
/// is that preview's alone.
///
/// The program reports its progress on its standard output, one `RenderPlan.Event` a line, and
/// sends whatever the previews' own code prints there to standard error instead, so a `print`
/// in a view never reads as an event. If the program dies (a trap in user code, a time limit),
/// `snap` knows from the last `subject` event which preview it was on, and runs the plan again
/// from the preview after it (`Item.firstSubject`).
public struct RenderPlan: Codable, Sendable {
    public struct Item: Codable, Sendable {
        /// The file's path in its module, as the generated `main` keys its previews.
        public var file: String
        public var request: RenderRequest
        /// Previews before this one were rendered by an earlier run of the plan.
        public var firstSubject = 0
        /// What to do with some previews, by their names' patterns; the last rule that matches a preview applies.
        public var rules: [PreviewRule] = []
        /// Only the previews of these groups are rendered, the others skipped (`snap test --marked`):
        /// a provider by its type, a `#Preview` by its number in the file (`PreviewGroups`' names). Nil: all.
        public var groups: [String]?

        public init(file: String, request: RenderRequest, rules: [PreviewRule] = [], groups: [String]? = nil) {
            self.file = file; self.request = request; self.rules = rules; self.groups = groups
        }
    }

    /// Previews of an item to leave out, or to render as a sequence of frames, by a pattern on
    /// their names (`SnapshotGlob`'s preview part, matched against `PreviewSubjects.part`).
    /// Each setting is the last matching rule's that sets it.
    public struct PreviewRule: Codable, Sendable {
        public var pattern: String
        public var skip: Bool?
        /// Frames to render instead of the still; they are written as one contact sheet,
        /// `<out>/<name>.sheet.png`, besides each frame's PNG.
        public var frames: FrameSequence?
        /// Frames per second of the sequence (default: the request's).
        public var fps: Double?

        public init(pattern: String, skip: Bool? = nil, frames: FrameSequence? = nil, fps: Double? = nil) {
            self.pattern = pattern; self.skip = skip; self.frames = frames; self.fps = fps
        }
    }

    /// Where an item's preview named `name` writes its contact sheet.
    public static func contactSheet(named name: String, in out: String) -> String { "\(out)/\(name).sheet.png" }

    public var items: [Item]

    public init(items: [Item]) { self.items = items }

    /// The program's first argument when its second is a plan file.
    public static let flag = "--plan"

    /// One line of the program's progress. Items are numbered by their place in the plan.
    public enum Event: Equatable, Sendable {
        /// The item's previews are being evaluated (a trap now is the item's, not a preview's).
        case began(item: Int)
        /// Preview `subject` of the item, named `name` (its PNGs' names before `@`), renders now.
        case subject(item: Int, subject: Int, name: String)
        /// It was rendered and its PNGs written to the item's `out`.
        case rendered(item: Int, subject: Int)
        /// A rule left it out; it was not rendered.
        case skipped(item: Int, subject: Int)
        /// It, or the item as a whole (`subject` nil: its previews could not be evaluated), failed.
        case failed(item: Int, subject: Int?, code: Int32, message: String)

        /// The event as one line of text: fields separated by tabs, the message last.
        public var line: String {
            switch self {
            case .began(let item): "began\t\(item)"
            case .subject(let item, let subject, let name): "subject\t\(item)\t\(subject)\t\(Self.oneLine(name))"
            case .rendered(let item, let subject): "rendered\t\(item)\t\(subject)"
            case .skipped(let item, let subject): "skipped\t\(item)\t\(subject)"
            case .failed(let item, let subject, let code, let message):
                "failed\t\(item)\t\(subject.map(String.init) ?? "-")\t\(code)\t\(Self.oneLine(message))"
            }
        }

        public init?(line: String) {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, let item = Int(fields[1]) else { return nil }
            switch (fields[0], fields.count) {
            case ("began", 2): self = .began(item: item)
            case ("subject", 4): guard let subject = Int(fields[2]) else { return nil }
                self = .subject(item: item, subject: subject, name: fields[3])
            case ("rendered", 3): guard let subject = Int(fields[2]) else { return nil }; self = .rendered(item: item, subject: subject)
            case ("skipped", 3): guard let subject = Int(fields[2]) else { return nil }; self = .skipped(item: item, subject: subject)
            case ("failed", 5): guard let code = Int32(fields[3]) else { return nil }
                self = .failed(item: item, subject: Int(fields[2]), code: code, message: fields[4])
            default: return nil
            }
        }

        private static func oneLine(_ text: String) -> String {
            text.replacingOccurrences(of: "\t", with: " ").split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    /// Runs the plan in `file` and exits 0; exits with an error only when the plan cannot be read.
    @MainActor
    static func run(_ file: URL, files: [String: () -> PreviewGroups]) -> Never {
        let plan: RenderPlan
        do { plan = try JSONDecoder().decode(RenderPlan.self, from: Data(contentsOf: file)) } catch {
            exitWithError(SnapError(.unreadableFile, "cannot read the render plan \(file.path): \(error)"))
        }
        // The events' own descriptor; what the previews print goes to standard error.
        let events = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        func send(_ event: Event) { events.write(Data((event.line + "\n").utf8)) }
        for (index, item) in plan.items.enumerated() {
            guard let groups = files[item.file] else {
                send(.failed(item: index, subject: nil, code: SnapError.Code.noPreviews.rawValue, message: "\(item.file) has no previews"))
                continue
            }
            send(.began(item: index))
            PreviewLocale.locale = item.request.locale.locale
            let stem = PreviewSubjects.fileStem(item.file)
            let catalogs = AppCatalogs(item.request)
            let subjects: PreviewSubjects
            do { subjects = try catalogs.ambient { try PreviewSubjects(groups(), file: stem) } } catch {
                let failure = SnapError.from(error)
                send(.failed(item: index, subject: nil, code: failure.code.rawValue, message: failure.message))
                continue
            }
            for (number, subject) in subjects.subjects.enumerated() where number >= item.firstSubject {
                send(.subject(item: index, subject: number, name: subject.name))
                let part = PreviewSubjects.part(subject.name, file: stem)
                let rules = item.rules.filter { SnapshotGlob.match(Array($0.pattern), Array(part)) }
                let unmarked = item.groups.map { !$0.contains(subjects.groups[number]) } ?? false
                if unmarked || rules.last(where: { $0.skip != nil })?.skip == true {
                    send(.skipped(item: index, subject: number))
                    continue
                }
                var request = item.request
                if let rule = rules.last(where: { $0.frames != nil }), let frames = rule.frames {
                    request.frames = frames
                    request.fps = rule.fps ?? request.fps
                    request.contactSheet = Self.contactSheet(named: subject.name, in: request.out)
                }
                PreviewAnnouncement.announce(subjects.labels[number])
                do {
                    try SnapRenderer.render([subject], request: request, title: stem, catalogs: catalogs)
                    send(.rendered(item: index, subject: number))
                } catch {
                    let failure = SnapError.from(error)
                    send(.failed(item: index, subject: number, code: failure.code.rawValue, message: failure.message))
                }
            }
        }
        exit(0)
    }
}
