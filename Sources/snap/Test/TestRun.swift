import Foundation
import Render
import Synchronization
import SnapRuntime
import SnapshotReporting

extension TestPlan {
    /// How the run ended: the line that sums it up, and the exit code (0: every snapshot passed;
    /// 1: one differs, is missing, or was written without being asked; else the first error's code).
    struct Outcome {
        var exitCode: Int32
        var summary: String
    }

    /// Compiles each module once, renders each program's files in every variant (`RenderPlan`,
    /// `PlanRun`), its plan cut into parts run at once, checks each image as it arrives
    /// (`TestBook`), then lists or prunes orphaned references and writes the report.
    func run(mode: RecordMode, recordingAsked: Bool, quiet: Bool, prune: Bool) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snap-test-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A report folder of an earlier run is replaced, images and all; any other folder is not touched.
        if FileManager.default.fileExists(atPath: report.appendingPathComponent(SnapshotReport.contentsName).path) {
            try? FileManager.default.removeItem(at: report)
        }
        let started = Date()
        var book = TestBook(layout: layout, report: report)
        func say(_ line: String) { if !quiet { FileHandle.standardError.write(Data((line + "\n").utf8)) } }

        // Every module is compiled first, then all their programs render at once (`render`).
        var programs: [Program] = []
        for group in try modules(&book) {
            let compiler = PreviewCompiler(file: group[0], swiftVersion: swiftVersion, timeout: timeout, selection: selection)
            let build: ModuleBuild
            do {
                build = try compiler.build(group, assets: []) { module in
                    say("snap: test: compile \(group.count == 1 ? group[0].lastPathComponent + " in " : "")\(module.description)…")
                }
            } catch {
                for file in group { book.failed(SnapError.from(error), file: file, preview: nil, variant: nil) }
                continue
            }
            for file in group {
                switch build.programs[file] {
                case .success(let compiled)?:
                    if let index = programs.firstIndex(where: { $0.program == compiled.program }) {
                        programs[index].files.append((file, compiled.key))
                    } else {
                        programs.append(Program(program: compiled.program, files: [(file, compiled.key)], catalogs: build.catalogs,
                                                design: design ?? build.design))
                    }
                case .failure(let error)?: book.failed(error, file: file, preview: nil, variant: nil)
                case nil: break
                }
            }
        }
        try render(programs, into: scratch, book: &book, mode: mode) { say("snap: test: \(layout.relativePath($0)): \(Self.counts($1))") }
        for file in files where book.entries(of: file).contains(where: { $0.outcome == .error && $0.test == "previews" }) {
            say("snap: test: \(layout.relativePath(file)): \(book.entries(of: file).first { $0.outcome == .error }?.message ?? "")")
        }
        book.finish(files)

        let orphans = layout.orphans(scanned: scanned, covered: book.covered, expected: book.expected)
        if prune {
            for orphan in orphans {
                do { try FileManager.default.removeItem(at: orphan) } catch {
                    throw SnapError(.unwritableOutput, "cannot remove \(orphan.path): \(error.localizedDescription)")
                }
            }
        } else {
            for orphan in orphans { book.orphaned(orphan) }
        }
        let contents = SnapshotReport.Contents(run: "snap test \(Self.timestamp(started))", started: started, entries: book.entries)
        do { try SnapshotReport.write(contents, to: report) } catch {
            throw SnapError(.unwritableOutput, "cannot write the report to \(report.path): \(error.localizedDescription)")
        }
        let failing = book.entries.filter { $0.outcome.fails && !($0.outcome == .recorded && recordingAsked) }
        let exitCode = book.firstError?.code.rawValue ?? (failing.isEmpty ? 0 : SnapError.Code.mismatch.rawValue)
        let pruned = prune ? "; pruned \(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")" : ""
        let taken = book.entries.filter { $0.outcome != .orphaned }.count
        let summary = "snap: test: \(taken) snapshot\(taken == 1 ? "" : "s") of \(files.count) " +
            "file\(files.count == 1 ? "" : "s"): \(Self.counts(book.entries))\(pruned); report: " +
            report.appendingPathComponent(SnapshotReport.pageName).path
        return Outcome(exitCode: exitCode, summary: summary)
    }

    /// A compiled preview program, the files whose previews it renders (by their keys in it), and
    /// its module's asset catalogs and design.
    struct Program {
        var program: URL
        var files: [(file: URL, key: String)]
        var catalogs: [String]
        var design: DesignOption
    }

    /// The files grouped by module, in file order; a file whose module cannot be told fails alone.
    private func modules(_ book: inout TestBook) throws -> [[URL]] {
        var groups: [(key: String, files: [URL])] = []
        let folders = FolderNames()
        for file in files {
            let module: PreviewModule
            do { module = try PreviewModule.containing(file, selection: selection, folders: folders) } catch {
                book.failed(SnapError.from(error), file: file, preview: nil, variant: nil)
                continue
            }
            let key = "\(module.root.path)\u{0}\(module.name)\u{0}\(module.isTarget)"
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].files.append(file)
            } else {
                groups.append((key, [file]))
            }
        }
        return groups.map(\.files)
    }

    /// The programs' files in every variant, checked as each preview arrives. Each program's plan
    /// is cut into `jobs` parts (`parts`), run at once up to one a core (`concurrentPerform`'s
    /// width): a still is laid out and drawn on one core, so a lone program left the others idle.
    /// Each part checks into a book of its own, and the books join in plan order, so the report and
    /// the references are the same whatever ran first; each file's line is said in file order once
    /// its last variant is checked (`FileLines`).
    private func render(_ programs: [Program], into scratch: URL, book: inout TestBook, mode: RecordMode,
                        line: @escaping (URL, [SnapshotReport.Entry]) -> Void) throws {
        var items: [RenderPlan.Item] = [], owners: [(file: URL, variant: SnapshotVariant, out: URL)] = []
        var parts: [(program: URL, items: Range<Int>)] = []
        for program in programs {
            let first = items.count
            for (file, key) in program.files {
                for variant in variants {
                    let out = scratch.appendingPathComponent("\(items.count)")
                    var request = RenderRequest()
                    request.scale = scale
                    request.quiet = true
                    request.assets = program.catalogs
                    request.design = program.design
                    request.failsOnMissingAssets = true
                    request.out = out.path
                    try variant.apply(to: &request)
                    items.append(RenderPlan.Item(file: key, request: request, rules: rules(for: file), groups: markedGroups?[file]))
                    owners.append((file, variant, out))
                }
            }
            parts += Self.parts(first..<items.count, workers: jobs).map { (program.program, $0) }
        }
        let lines = FileLines(items: owners.map(\.file), say: line)
        var books = parts.map { _ in TestBook(layout: layout, report: report) }
        var failures: [Error?] = parts.map { _ in nil }
        // The longest parts first, so that no core is left with a long one at the end.
        let order = parts.indices.sorted { (-parts[$0].items.count, $0) < (-parts[$1].items.count, $1) }
        let next = Mutex(0)
        books.withUnsafeMutableBufferPointer { books in
            failures.withUnsafeMutableBufferPointer { failures in
                DispatchQueue.concurrentPerform(iterations: min(jobs, parts.count)) { _ in
                    while case let taken = next.withLock({ value in defer { value += 1 }; return value }), taken < order.count {
                        let index = order[taken]
                        do {
                            try check(parts[index], of: items, owners: owners, folder: scratch.appendingPathComponent("plan-\(index)"),
                                      book: &books[index], lines: lines, mode: mode)
                        } catch {
                            failures[index] = error
                        }
                    }
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        for part in books { book.append(part) }
    }

    /// A program's plan cut into at most `workers` parts of about the same length, in order.
    static func parts(_ items: Range<Int>, workers: Int) -> [Range<Int>] {
        let count = min(workers, items.count)
        return (0..<count).map { part in
            (items.lowerBound + part * items.count / count)..<(items.lowerBound + (part + 1) * items.count / count)
        }
    }

    /// Runs one part of a program's plan, checking each preview into `book` as it arrives.
    private func check(_ span: (program: URL, items: Range<Int>), of items: [RenderPlan.Item],
                       owners: [(file: URL, variant: SnapshotVariant, out: URL)], folder: URL, book: inout TestBook,
                       lines: FileLines, mode: RecordMode) throws {
        var names: [Int: [Int: String]] = [:]
        func part(_ item: Int, _ subject: Int) -> String? {
            names[item]?[subject].map { PreviewSubjects.part($0, file: owners[item].file.deletingPathExtension().lastPathComponent) }
        }
        // Items before `done` are checked and told to `lines`; the entries from `told` on are the current item's.
        var done = span.items.lowerBound, told = 0
        func finish(before item: Int) {
            while done < item {
                lines.checked(owners[done].file, entries: Array(book.entries[told...]))
                told = book.entries.count
                done += 1
            }
        }
        let run = PlanRun(program: span.program, timeout: timeout, folder: folder, quiet: true), numbers = Array(span.items)
        try run.run(RenderPlan(items: Array(items[span.items]))) { local in
            let event = PlanRun.renumber(local, numbers)
            switch event {
            case .began(let item): finish(before: item)
            case .subject(let item, let subject, let name):
                finish(before: item)
                names[item, default: [:]][subject] = name
            case .rendered(let item, let subject):
                finish(before: item)
                let (file, variant, out) = owners[item]
                guard let name = names[item]?[subject], let preview = part(item, subject) else { return }
                // A widget's timeline wrote one still per entry: each is its own snapshot, `<preview>_<entry>`.
                let entries = Self.entryImages(named: name, in: out)
                if entries.count > 1 {
                    for (index, image) in entries.enumerated() {
                        book.check(image, file: file, preview: "\(preview)_\(String(format: "%03d", index))", variant: variant,
                                   tolerance: tolerance(file: file, preview: preview), mode: mode)
                    }
                    Self.removeImages(named: name, in: out)
                    return
                }
                guard let image = Self.image(named: name, in: out) else {
                    book.failed(SnapError(.internalError, "\(name) was rendered but wrote no PNG"), file: file, preview: preview,
                                variant: variant)
                    return
                }
                book.check(image, file: file, preview: preview, variant: variant, tolerance: tolerance(file: file, preview: preview),
                           mode: mode)
                Self.removeImages(named: name, in: out)
            case .skipped(let item, let subject):
                finish(before: item)
                if let preview = part(item, subject) {
                    book.skipped(file: owners[item].file, preview: preview, variant: owners[item].variant)
                }
            case .failed(let item, let subject, let code, let message):
                finish(before: item)
                let failure = SnapError(SnapError.Code(rawValue: code) ?? .internalError, message)
                let preview = subject.flatMap { part(item, $0) }
                book.failed(failure, file: owners[item].file, preview: preview, variant: preview == nil ? nil : owners[item].variant,
                            crashed: failure.code == .previewCrashed)
            }
        }
        finish(before: span.items.upperBound)
    }

    /// A rendered preview's image: its contact sheet when it rendered a sequence, else its still.
    static func image(named name: String, in folder: URL) -> Data? {
        let sheet = URL(fileURLWithPath: RenderPlan.contactSheet(named: name, in: folder.path))
        if let data = FileManager.default.contents(atPath: sheet.path) { return data }
        let still = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .filter { $0.hasPrefix(name + "@") && $0.hasSuffix(".png") }.sorted().first
        return still.flatMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The stills of a preview that rendered a widget's timeline without a contact sheet
    /// (`<name>@<scale>x_<entry>_f<entry>.png`, `SnapRenderer.entryNames`), in entry order.
    static func entryImages(named name: String, in folder: URL) -> [Data] {
        guard !FileManager.default.fileExists(atPath: RenderPlan.contactSheet(named: name, in: folder.path)) else { return [] }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix(name + "@") && $0.hasSuffix(".png") && $0.contains("_f") }.sorted()
        return files.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
    }

    /// Removes what a preview wrote, once checked, so a long run's scratch space stays small.
    static func removeImages(named name: String, in folder: URL) {
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where file.hasPrefix(name + "@") || file == name + ".sheet.png" {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }

    /// `3 passed, 1 failed`: each outcome's count, problems first.
    static func counts(_ entries: [SnapshotReport.Entry]) -> String {
        let order: [SnapshotReport.Outcome] = [.crashed, .error, .failed, .missing, .recorded, .orphaned, .passed]
        let parts = order.compactMap { outcome -> String? in
            let count = entries.filter { $0.outcome == outcome }.count
            return count == 0 ? nil : "\(count) \(outcome.rawValue)"
        }
        return parts.isEmpty ? "nothing rendered" : parts.joined(separator: ", ")
    }

    static func timestamp(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
