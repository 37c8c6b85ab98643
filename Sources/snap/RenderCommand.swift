import ArgumentParser
import Foundation
import Gallery
import LayoutDSL
import Render

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene to PNG files, one per frame.",
        discussion: """
        Frames are named <scene>@<scale>x_<offset>.png in --out. With several offsets (or a drag) one
        living view tree renders them in order, its state carried from frame to frame and its clock
        advancing one frame (1/fps seconds) each time.
        """)

    @Argument(help: "A scene name from `snap list`.") var scene: String

    @Option(help: "Canvas size in points, WxH (default: the scene's).") var size: CanvasSize?
    @Option(help: "A device preset: \(Device.all.map { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") }.joined(separator: ", ")).")
    var device: String?
    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).") var scale: Int?
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme: ColorSchemeOption = .light
    @Option(help: "transparent, white, black, system (the scheme's background) or #RRGGBB[AA].") var background = "system"

    @Option(parsing: .unconditional, help: "One content offset, Y or X,Y (negative Y is overscroll).") var offset: String?
    @Option(parsing: .unconditional, help: "Several offsets: Y1,Y2,… (use --offsets=-50,0,50 or --offsets -50,0,50).") var offsets: String?
    @Option(parsing: .unconditional, help: "Offsets FROM:TO:STEP along y.") var sweep: String?
    @Option(parsing: .unconditional, help: "A finger drag X1,Y1:X2,Y2[:SECONDS[:VX,VY]], released then left to settle.") var drag: String?
    @Option(name: .customLong("scroll-target"), help: "The ScrollView to scroll, by accessibilityIdentifier or .id (default: the first).")
    var scrollTarget: String?
    @Option(help: "Frames per second of a sequence.") var fps: Double = 60

    @Option(name: [.short, .customLong("out")], help: "Output directory for the PNGs.") var out = "out"
    @Option(name: .customLong("layout-json"), help: "Write every frame's resolved tree to this JSON file.") var layoutJSON: String?
    @Option(name: .customLong("contact-sheet"), help: "Write all frames side by side, labelled, to this PNG.") var contactSheet: String?
    @Flag(name: .customLong("debug-frames"), help: "Outline every view's frame.") var debugFrames = false
    @Flag(name: .customLong("scroll-indicators"), help: "Draw scroll indicators, as iOS shows them while scrolling.")
    var scrollIndicators = false
    @Flag(name: [.short, .customLong("quiet")], help: "No progress, no summary.") var quiet = false

    /// Canvases larger than this many pixels are refused (4 bytes each, plus layers).
    static let pixelLimit = 64_000_000

    func run() throws {
        let started = Date(timeIntervalSinceNow: 0)
        guard let scene = Gallery.scene(named: self.scene) else {
            let nearest = Gallery.scenes.map(\.name).sorted { editDistance($0, self.scene) < editDistance($1, self.scene) }.prefix(2)
            throw SnapError(.unknownScene, "unknown scene '\(self.scene)'; did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))? (`snap list` shows all)")
        }
        let canvas = try resolveCanvas(scene)
        let sequence = try resolveSequence()
        let environment = EnvironmentValues.rendering(scale: canvas.scale, colorScheme: colorScheme.scheme)
        let backgroundColor = try parseBackground(background, scheme: colorScheme.scheme)
        let outputDirectory = URL(fileURLWithPath: out)
        try prepare(outputDirectory)

        let host = ViewHost(scene.makeView(), canvasSize: canvas.size, environment: environment)
        host.safeAreaInsets = canvas.safeArea
        host.showsScrollIndicators = scrollIndicators
        let frames: [RenderedFrame]
        do {
            switch sequence {
            case .offsets(let offsets): frames = try host.run(ScrollSequence(offsets: offsets, target: scrollTarget, framesPerSecond: fps))
            case .drag(let drag):
                if let target = scrollTarget { host.setScrollOffset(.zero, target: target) }
                frames = try host.drag(from: drag.start, to: drag.end, duration: drag.duration, releaseVelocity: drag.velocity,
                                       framesPerSecond: fps)
            }
        } catch let error as UpdateLoopError {
            throw SnapError(.unsettled, "\(error)")
        }

        // Render everything before writing anything, so a failure leaves no partial output.
        let renderer = Renderer(scale: canvas.scale, background: backgroundColor)
        let progress = Progress(total: frames.count, enabled: !quiet)
        var images: [(name: String, canvas: Canvas, frame: RenderedFrame)] = []
        let names = frameNames(frames, scene: scene.name, scale: Int(canvas.scale))
        for (frame, name) in zip(frames, names) {
            var image = renderer.render(frame.tree)
            if debugFrames { renderer.outlineFrames(of: frame.tree, on: &image) }
            images.append((name, image, frame))
            progress.advance()
        }
        var files: [(Data, URL)] = try images.map { (try PNG.encode($0.canvas), outputDirectory.appendingPathComponent($0.name)) }
        if let layoutJSON {
            files.append((try framesJSON(images.map(\.frame)), URL(fileURLWithPath: layoutJSON)))
        }
        if let contactSheet {
            let sheet = ContactSheet.compose(images.map { (label: label($0.frame), canvas: $0.canvas) }, scale: canvas.scale,
                                             columns: min(images.count, 6))
            files.append((try PNG.encode(sheet), URL(fileURLWithPath: contactSheet)))
        }
        for (data, url) in files {
            do { try AtomicFile.write(data, to: url) } catch {
                throw SnapError(.unwritableOutput, "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        progress.finish()
        if !quiet {
            let seconds = Date(timeIntervalSinceNow: 0).timeIntervalSince(started)
            FileHandle.standardError.write(Data("snap: rendered \(frames.count) frame\(frames.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s to \(outputDirectory.path)\n".utf8))
        }
    }

    struct CanvasChoice { let size: CGSize; let scale: CGFloat; let safeArea: EdgeInsets }

    private func resolveCanvas(_ scene: Scene) throws -> CanvasChoice {
        if size != nil, device != nil { throw SnapError(.contradictoryOptions, "--size and --device both set the canvas; give one") }
        var choice = CanvasChoice(size: scene.size, scale: 2, safeArea: EdgeInsets())
        if let device {
            guard let preset = Device.named(device) else {
                throw SnapError(.unknownDevice, "unknown device '\(device)'; known: \(Device.all.map { $0.name }.joined(separator: ", "))")
            }
            choice = CanvasChoice(size: preset.size, scale: preset.scale, safeArea: preset.safeAreaInsets)
        }
        if let size {
            guard size.size.width > 0, size.size.height > 0, size.size.width.isFinite, size.size.height.isFinite else {
                throw SnapError(.badSize, "size \(Int(size.size.width))x\(Int(size.size.height)) must be positive")
            }
            choice = CanvasChoice(size: size.size, scale: choice.scale, safeArea: EdgeInsets())
        }
        if let scale {
            guard [1, 2, 3].contains(scale) else { throw SnapError(.badSize, "--scale must be 1, 2 or 3, not \(scale)") }
            choice = CanvasChoice(size: choice.size, scale: CGFloat(scale), safeArea: choice.safeArea)
        }
        let pixels = Double(choice.size.width * choice.scale) * Double(choice.size.height * choice.scale)
        guard pixels <= Double(Self.pixelLimit) else {
            throw SnapError(.badSize, "canvas \(Int(choice.size.width))x\(Int(choice.size.height)) at \(Int(choice.scale))x is \(Int(pixels / 1_000_000)) megapixels; the limit is \(Self.pixelLimit / 1_000_000) megapixels")
        }
        return choice
    }

    enum SequenceChoice { case offsets([CGPoint]), drag(DragSpec) }

    private func resolveSequence() throws -> SequenceChoice {
        let given = [offset, offsets, sweep, drag].compactMap { $0 }
        if given.count > 1 { throw SnapError(.contradictoryOptions, "give one of --offset, --offsets, --sweep and --drag") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw SnapError(.badOffsets, "--fps must be between 0 and 1000") }
        if let offset { return .offsets([try parseOffset(offset)]) }
        if let offsets {
            let list = try offsets.split(separator: ",", omittingEmptySubsequences: false).map { try parseOffset(String($0)) }
            return .offsets(list)
        }
        if let sweep { return .offsets(try parseSweep(sweep)) }
        if let drag { return .drag(try DragSpec(drag)) }
        return .offsets([.zero])
    }

    private func prepare(_ directory: URL) throws {
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw SnapError(.unwritableOutput, "cannot create output directory \(directory.path): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw SnapError(.unwritableOutput, "output directory \(directory.path) is not writable")
        }
    }

    private func label(_ frame: RenderedFrame) -> String {
        frame.offset.map { "y = \(formatted($0.y))" } ?? String(format: "t = %.3f s", frame.time)
    }

    private func formatted(_ v: CGFloat) -> String { v == v.rounded() ? "\(Int(v))" : String(format: "%g", Double(v)) }

    /// `<scene>@<scale>x_<offset>.png`; X,Y when x is not zero; a frame number where offsets repeat
    /// or where a gesture, not an offset, drives the frames.
    private func frameNames(_ frames: [RenderedFrame], scene: String, scale: Int) -> [String] {
        let offsets = frames.map { frame -> String in
            guard let o = frame.offset else { return "f\(String(format: "%03d", frame.index))" }
            return o.x == 0 ? formatted(o.y) : "\(formatted(o.x)),\(formatted(o.y))"
        }
        let unique = Set(offsets).count == offsets.count && drag == nil
        return frames.indices.map { index in
            unique ? "\(scene)@\(scale)x_\(offsets[index]).png" : "\(scene)@\(scale)x_\(String(format: "%03d", index))_\(offsets[index]).png"
        }
    }

    private func framesJSON(_ frames: [RenderedFrame]) throws -> Data {
        let objects: [[String: Any]] = frames.map { frame in
            var object: [String: Any] = ["index": frame.index, "time": frame.time, "tree": frame.tree.jsonObject]
            if let offset = frame.offset { object["offset"] = ["x": Double(offset.x), "y": Double(offset.y)] }
            return object
        }
        return try JSONSerialization.data(withJSONObject: ["scene": scene, "frames": objects], options: [.prettyPrinted, .sortedKeys])
    }
}

/// A progress bar on stderr, only when stderr is a terminal.
final class Progress {
    let total: Int
    let enabled: Bool
    private var done = 0

    init(total: Int, enabled: Bool) { self.total = total; self.enabled = enabled && total > 1 && isatty(2) == 1 }

    func advance() {
        done += 1
        guard enabled else { return }
        let width = 30, filled = width * done / max(total, 1)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    func finish() { if enabled { FileHandle.standardError.write(Data("\n".utf8)) } }
}
