import ArgumentParser
import Foundation
import Render
import SnapRuntime

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Render a Swift file's previews, then again each time it is saved, saying what changed.",
        discussion: """
        Renders as `snap render File.swift` does (the same options), then checks the modification time, size and
        inode of the files of its module (the file and those compiled with it, as `snap render` finds them) every
        --interval seconds. After each save it renders again and prints, for each preview,
        how many pixels (and frames) differ from the render before, or that it is unchanged, new or removed.
        A file that does not compile, or a preview that crashes, is reported and watched until it is fixed.
        With --json, each render, failure and the start of watching is one JSON object on a line of stdout (docs/cli.md).
        """)

    @Argument(help: "The Swift file whose previews to render.") var file: String

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Module") var module: ModuleSelection

    @Option(name: .customLong("swift-version"), help: "Language mode: 5 (default) or 6.") var swiftVersion = "5"
    @Option(help: "Seconds each render may take before it is stopped.") var timeout: Double = 60
    @Option(help: "Seconds between checks of the file.") var interval: Double = 0.25
    @Option(help: "Stop after rendering this many changes (for scripts and tests); by default watch until interrupted.")
    var changes: Int?
    @Flag(help: "Print one JSON object per line for each render, failure and the start of watching (for editors).")
    var json = false

    func run() throws {
        var request = try options.request()
        // Each line as it is printed, also into a pipe (`snap watch … | tee log`).
        setvbuf(stdout, nil, _IOLBF, 0)
        guard ["5", "6"].contains(swiftVersion) else {
            throw SnapError(.contradictoryOptions, "--swift-version must be 5 or 6, not \(swiftVersion)")
        }
        guard timeout.isFinite, timeout > 0 else {
            throw SnapError(.contradictoryOptions, "--timeout must be a positive number of seconds")
        }
        guard interval.isFinite, interval >= 0.01, interval <= 60 else {
            throw SnapError(.contradictoryOptions, "--interval must be between 0.01 and 60 seconds")
        }
        if let changes, changes < 1 { throw SnapError(.contradictoryOptions, "--changes must be at least 1") }
        let source = URL(fileURLWithPath: file).absoluteURL.standardizedFileURL
        guard FileStamp(source) != nil else { throw SnapError(.unreadableFile, "cannot read \(source.path)") }
        // An edit to a model or a style changes the preview as much as one to the file itself.
        let watched = (try? PreviewModule.containing(source, selection: module).sources) ?? [source]
        let first = watched.map(FileStamp.init)
        let out = URL(fileURLWithPath: request.out)
        // Each render goes to a hidden folder, is compared with the one before, then moves into --out.
        let staging = out.appendingPathComponent(".snap-watch-\(getpid())")
        request.out = staging.path
        request.quiet = true
        let compiler = PreviewCompiler(file: source, swiftVersion: swiftVersion, timeout: timeout, selection: module)

        var previous = report(compiler, request, staging: staging, out: out, previous: nil, changed: nil)
        if json {
            print(WatchEvent(event: .watching, file: source.path, files: watched.map(\.path)).line)
        } else {
            print("watching \(source.lastPathComponent); Ctrl-C stops")
        }
        var stamp = first, rendered = 0
        while changes.map({ rendered < $0 }) ?? true {
            Thread.sleep(forTimeInterval: interval)
            let now = watched.map(FileStamp.init)
            guard now != stamp else { continue }
            // An editor may write in several steps: wait for the files to hold still for one interval.
            Thread.sleep(forTimeInterval: interval)
            let settled = watched.map(FileStamp.init)
            guard settled == now else { continue }
            let changed = watched.indices.first { settled[$0] != stamp[$0] }.map { watched[$0] } ?? source
            stamp = settled
            rendered += 1
            if let current = report(compiler, request, staging: staging, out: out, previous: previous, changed: changed) {
                previous = current
            }
        }
    }

    /// Renders and says how it went: for people, the previews' changes (or the error, then that the
    /// file was not rendered); with `--json`, one event holding what the render printed on standard error.
    func report(_ compiler: PreviewCompiler, _ request: RenderRequest, staging: URL, out: URL, previous: [String: Canvas]?,
                changed: URL?) -> [String: Canvas]? {
        let started = Date()
        guard json else {
            guard let current = render(compiler, request, staging: staging, out: out, previous: previous) else {
                print("\(compiler.file.lastPathComponent): not rendered; fix it and save to try again")
                return nil
            }
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            if let changed {
                print("\(changed.lastPathComponent) changed: rendered in \(seconds) s")
                RenderChanges(previous: previous ?? [:], current: current).lines.forEach { print($0) }
            } else {
                let count = Set(current.keys.map(RenderChanges.preview)).count
                print("\(compiler.file.lastPathComponent): \(count) preview\(count == 1 ? "" : "s") rendered to \(out.path)")
            }
            return current
        }
        let (current, log) = StandardErrorCapture.capturing { render(compiler, request, staging: staging, out: out, previous: previous) }
        let printed = WatchEvent.failure(of: log)
        var event = WatchEvent(event: current == nil ? .failed : .rendered, file: compiler.file.path, changed: changed?.path)
        event.warnings = printed.warnings
        if let current {
            event.seconds = (Date().timeIntervalSince(started) * 1000).rounded() / 1000
            event.previews = WatchEvent.previews(RenderChanges(previous: previous ?? [:], current: current),
                                                 files: Array(current.keys), out: out)
        } else {
            event.error = printed.error ?? "\(compiler.file.lastPathComponent) was not rendered"
            event.diagnostics = printed.diagnostics
        }
        print(event.line)
        return current
    }

    /// Renders into `staging`, reads the PNGs back, then moves them into `out`, removing the
    /// previous render's files that this one did not make (a renamed preview). A failure is
    /// printed on standard error (the compiler's lines, then `snap: error: …`) and gives nil: the watch goes on.
    func render(_ compiler: PreviewCompiler, _ request: RenderRequest, staging: URL, out: URL,
                previous: [String: Canvas]?) -> [String: Canvas]? {
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            try compiler.render(request)
            let manager = FileManager.default
            var images: [String: Canvas] = [:]
            for name in try manager.contentsOfDirectory(atPath: staging.path) where name.hasSuffix(".png") {
                images[name] = try PNG.decode(Data(contentsOf: staging.appendingPathComponent(name)))
                guard rename(staging.appendingPathComponent(name).path, out.appendingPathComponent(name).path) == 0 else {
                    throw SnapError(.unwritableOutput, "cannot write \(out.appendingPathComponent(name).path): " +
                        "\(String(cString: strerror(errno)))")
                }
            }
            for name in (previous ?? [:]).keys where images[name] == nil {
                try? manager.removeItem(at: out.appendingPathComponent(name))
            }
            return images
        } catch is PreviewExit {
            // The preview program printed its own error line.
        } catch let error as SnapError {
            FileHandle.standardError.write(Data("snap: error: \(error.message)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("snap: error: \(error)\n".utf8))
        }
        return nil
    }
}
