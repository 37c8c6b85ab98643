import Synchronization
import Foundation
import LayoutDSL
internal import Render

/// Renders subjects for `snap render`: resolves canvases and sequences, renders every frame in
/// memory, then writes PNGs (and JSON, contact sheets) atomically, so a failure leaves nothing
/// behind.
public enum SnapRenderer {
    /// Canvases larger than this many pixels are refused (4 bytes each, plus layers).
    public static let pixelLimit = Renderer.maximumPixels

    /// The contact sheet's bounds for `count` frames of `frame` points, at the scale asked for
    /// (else the frames' own).
    private static func sheetPlan(count: Int, frame: CGSize, request: RenderRequest, scale: CGFloat) throws -> ContactSheetPlan {
        try ContactSheetPlan(count: count, frame: frame, columns: request.contactSheetColumns,
                             scale: request.contactSheetScale.map { CGFloat($0) } ?? scale,
                             maximumSide: request.contactSheetMaximumSize, pixelLimit: pixelLimit)
    }

    /// `willRender` hears of each subject before its view is built and laid out: a compiled
    /// preview announces it to `snap`, which can then name the preview that crashed.
    public static func render(_ subjects: [RenderSubject], request: RenderRequest, title: String,
                              willRender: (Int) -> Void = { _ in }) throws {
        try render(subjects, request: request, title: title, catalogs: AppCatalogs(request), willRender: willRender)
    }

    /// Renders with the app's catalogs already read (a preview program read them to build its previews).
    static func render(_ subjects: [RenderSubject], request: RenderRequest, title: String, catalogs: AppCatalogs,
                       willRender: (Int) -> Void = { _ in }) throws {
        let started = Date(timeIntervalSinceNow: 0)
        let outputDirectory = URL(fileURLWithPath: request.out)
        try OutputSet.checkWritable(outputDirectory)

        var files: [(Data, URL)] = []
        var jsonEntries: [LayoutJSONFile.Preview] = []
        var sheetFrames: [ContactSheetFrame] = []
        let progress = Progress(enabled: !request.quiet && request.terminal)
        var total = 0
        var sheetScale: CGFloat = 1
        for (index, given) in subjects.enumerated() {
            willRender(index)
            let subject = try widgetCanvas(given, request)
            progress.start(subjects.count > 1 ? subject.name : nil)
            progress.show("layout", done: 0, total: 1, force: true)
            let canvas = try resolveCanvas(subject, request)
            sheetScale = canvas.scale
            var settings = hostSettings(canvas, subject, request)
            settings.imageLoader = catalogs.loader
            // A widget's timeline is one host per entry, its frames one sequence; any other subject, one host.
            let parts = subject.timeline?.entries ?? [subject.view]
            var frames: [RenderedFrame] = []
            var lastCanvasSize = canvas.size
            // Each frame is drawn and encoded on the other cores as soon as it has settled, while
            // the next is laid out. The first frame fixes the background (its settled colour scheme).
            var pipeline: FramePipeline?
            var background: Color.Resolved?
            for part in parts {
                let host = settings.host(part)
                host.onFrame = { frame in
                    // A canvas sized to fit is the view's ideal size: held to the limits `--size` is.
                    let fitted = host.canvasSize
                    if Double(fitted.width * canvas.scale) * Double(fitted.height * canvas.scale) > Double(pixelLimit)
                        || max(fitted.width, fitted.height) * canvas.scale > CGFloat(PNG.maximumDimension) {
                        throw SnapError(.badSize, "\(subject.name): its ideal size " +
                            "\(formatted(fitted.width))x\(formatted(fitted.height)) at \(formatted(canvas.scale))x is " +
                            "past the limits (\(pixelLimit / 1_000_000) megapixels, \(PNG.maximumDimension) pixels a side)")
                    }
                    if pipeline == nil {
                        // The scheme the view settled in: the request's, or a preview's preferredColorScheme.
                        background = request.background.resolve(scheme: frame.tree.colorScheme)
                        pipeline = FramePipeline(renderer: Renderer(scale: canvas.scale, background: background))
                    }
                    if let undrawable = UndrawablePayloads(frame.tree) { throw SnapError(.undrawable, "\(subject.name): \(undrawable)") }
                    let tree = request.systemUI
                        ? canvas.chromeDevice.map { frame.tree.withSystemChrome(of: $0, scale: canvas.scale) } ?? frame.tree
                        : frame.tree
                    pipeline?.submit(tree, outlined: request.debugFrames ? frame.tree : nil)
                    if request.contactSheet != nil {
                        sheetFrames.append(ContactSheetFrame(label: label(frame, subject: subjects.count > 1 ? subject.name : nil),
                                                             tree: tree,
                                                             outlined: request.debugFrames ? frame.tree : nil, background: background))
                    }
                    let drawn = pipeline?.rendered ?? 0, encoded = pipeline?.done ?? 0
                    progress.show("layout \(frame.index + 1)  render \(drawn)  encode \(encoded)", done: drawn + encoded,
                                  total: 2 * (frame.index + 1))
                }
                defer { host.onFrame = nil }
                // A sheet that cannot fit with the fewest frames this subject can add fails before
                // any is laid out or drawn (a canvas sized to fit is known only after layout).
                if request.contactSheet != nil, !host.sizesToFit {
                    _ = try sheetPlan(
                        count: sheetFrames.count + request.frames.leastFrameCount, frame: canvas.size,
                        request: request, scale: canvas.scale)
                }
                let partFrames = try Self.frames(of: host, subject, request)
                frames += partFrames
                lastCanvasSize = host.canvasSize
            }
            // A sheet that cannot fit its bounds at any legible scale fails before anything is written.
            if request.contactSheet != nil {
                _ = try sheetPlan(count: sheetFrames.count, frame: sheetFrames.first?.tree.canvasSize ?? lastCanvasSize, request: request,
                                  scale: canvas.scale)
            }
            let names = subject.timeline == nil
                ? frameNames(frames, name: subject.name, scale: Int(canvas.scale), gesture: request.frames.isGesture)
                : entryNames(count: frames.count, name: subject.name, scale: Int(canvas.scale))
            let count = frames.count
            // The last frames draw while the line counts them, not in silence.
            let data = try pipeline?.finish { done in
                progress.show("render \(pipeline?.rendered ?? 0)/\(count)  encode \(done)/\(count)", done: (pipeline?.rendered ?? 0) + done,
                              total: 2 * count, force: done == count)
            } ?? []
            for (data, name) in zip(data, names) { files.append((data, outputDirectory.appendingPathComponent(name))) }
            total += frames.count
            jsonEntries.append(LayoutJSONFile.Preview(name: subject.name, frames: frames.map(LayoutJSONFile.Frame.init)))
        }
        if let path = request.layoutJSON {
            let file = subjects.count == 1
                ? LayoutJSONFile(scene: title, frames: jsonEntries[0].frames)
                : LayoutJSONFile(file: title, previews: jsonEntries)
            files.append((try LayoutJSON.data(file, compact: request.layoutJSONCompact), URL(fileURLWithPath: path)))
        }
        if let path = request.contactSheet, !sheetFrames.isEmpty {
            let sheet = try contactSheet(sheetFrames, scale: sheetScale, request: request, progress: progress)
            files.append((sheet, URL(fileURLWithPath: path)))
        }
        progress.start(nil)
        try OutputSet.write(files) { written in
            progress.show("write \(written)/\(files.count)", done: written, total: files.count, force: written == files.count)
        }
        progress.finish()
        if !request.quiet {
            let seconds = Date(timeIntervalSinceNow: 0).timeIntervalSince(started)
            FileHandle.standardError.write(Data(("snap: rendered \(total) frame\(total == 1 ? "" : "s") in " +
                "\(String(format: "%.2f", seconds)) s to \(outputDirectory.path)\n").utf8))
        }
    }

    /// The host's settings for a subject's canvas, as the request asks (`HostSettings`).
    static func hostSettings(_ canvas: CanvasChoice, _ subject: RenderSubject, _ request: RenderRequest) -> HostSettings {
        var settings = HostSettings(size: canvas.size, scale: canvas.scale, colorScheme: request.colorScheme.scheme,
                                    design: request.design?.design ?? .liquidGlass)
        settings.dynamicTypeSize = request.dynamicType.size
        settings.device = canvas.device
        settings.layoutDirection = request.layoutDirection.direction
        settings.locale = request.locale.locale
        settings.safeAreaInsets = canvas.safeArea
        settings.showsScrollIndicators = request.scrollIndicators
        settings.sizesToFit = subject.layout == .sizeThatFits && request.size == nil
        settings.defaults = request.defaults
        return settings
    }

    /// The frames a host gives for the request's offsets, drag, taps or duration (a widget entry:
    /// one still); an engine failure or, for `snap test`, an asset no catalog has is the subject's error.
    static func frames(of host: ViewHost, _ subject: RenderSubject, _ request: RenderRequest) throws -> [RenderedFrame] {
        let frames: [RenderedFrame]
        do {
            // A widget's entry is a still: the widget at rest, as the Home Screen shows it.
            frames = subject.timeline != nil ? [try host.still()] : try requestedFrames(of: host, subject, request)
        } catch let error as ViewTreeTooDeepError {
            throw SnapError(.treeTooDeep, "\(subject.name): \(error)")
        } catch let error as UpdateLoopError {
            throw SnapError(.unsettled, "\(subject.name): \(error)")
        }
        if request.failsOnMissingAssets, !host.missingAssets.isEmpty {
            let names = host.missingAssets.joined(separator: ", ")
            throw SnapError(.missingAsset, "\(subject.name): no asset catalog has the \(names) it names " +
                "(iOS draws nothing for them); its snapshot is not taken")
        }
        return frames
    }

    /// The frames of the request's offsets (one offset: a still), drag, taps or duration.
    private static func requestedFrames(of host: ViewHost, _ subject: RenderSubject, _ request: RenderRequest) throws -> [RenderedFrame] {
        switch request.frames {
        case .offsets(let offsets):
            let target = try request.scrollTarget.map { name -> ScrollViewSelector in
                _ = try host.update()
                return try ScrollTargetCheck.target(named: name, in: host)
            } ?? .first
            // An offset has something to scroll, or it is a mistake said at once.
            if offsets.contains(where: { $0 != .zero }) {
                _ = try host.update()
                guard host.scrollViewCount > 0 else {
                    throw SnapError(.badOffsets,
                                    "\(subject.name) has no ScrollView for --offset, --offsets or --sweep to scroll")
                }
            }
            // One offset is a still: the view after its appearance settled (`ViewHost.still`).
            return offsets.count == 1
                ? [try host.still(at: offsets[0], target: target)]
                : try host.run(ScrollSequence(offsets: offsets, target: target, framesPerSecond: request.fps))
        case .drag(let drag):
            return try host.drag(from: drag.start, to: drag.end, duration: drag.duration, releaseVelocity: drag.velocity,
                                 framesPerSecond: request.fps)
        case .taps(let points, let holds, let seconds):
            _ = try host.update()
            let canvasBounds = CGRect(origin: .zero, size: host.canvasSize)
            if let outside = points.first(where: { !canvasBounds.contains($0) }) {
                throw SnapError(.badOffsets, "--tap \(Int(outside.x)),\(Int(outside.y)) is outside the " +
                    "\(Int(host.canvasSize.width))×\(Int(host.canvasSize.height)) pt canvas of \(subject.name)")
            }
            return try host.taps(at: points, holding: holds, framesPerSecond: request.fps, thenFor: seconds)
        case .duration(let seconds):
            return try host.run(for: seconds, framesPerSecond: request.fps)
        }
    }

    /// The contact sheet of every frame, at the scale that fits its bounds, encoded.
    private static func contactSheet(_ sheetFrames: [ContactSheetFrame], scale: CGFloat, request: RenderRequest,
                                     progress: Progress) throws -> Data {
        let plan = try sheetPlan(count: sheetFrames.count, frame: sheetFrames[0].tree.canvasSize, request: request, scale: scale)
        if plan.reduced, !request.quiet {
            FileHandle.standardError.write(Data(("snap: the contact sheet is drawn at " +
                "\(String(format: "%.2f", Double(plan.scale)))x to fit \(request.contactSheetMaximumSize) pixels " +
                "a side (--contact-sheet-max-size)\n").utf8))
        }
        progress.start(nil)
        var canvases: [(label: String, canvas: Canvas)] = []
        for (index, frame) in sheetFrames.enumerated() {
            canvases.append((frame.label, frame.draw(scale: plan.scale)))
            progress.show("contact sheet \(index + 1)/\(sheetFrames.count)", done: index + 1, total: sheetFrames.count + 1)
        }
        let sheet = ContactSheet.compose(canvases, scale: plan.scale, columns: plan.columns)
        canvases = []
        progress.show(
            "contact sheet: encoding \(sheet.width)x\(sheet.height) px", done: sheetFrames.count,
            total: sheetFrames.count + 1, force: true)
        return try PNG.encode(sheet)
    }

    struct CanvasChoice {
        let size: CGSize
        let scale: CGFloat
        let safeArea: EdgeInsets
        /// The device whose environment the view sees (size classes, display scale), turned.
        var device: Device? = nil

        /// The device whose status bar and home indicator go over the canvas: only a canvas
        /// that is the device's screen, with its safe area (not `--size`, `.fixed` or
        /// `.sizeThatFits`).
        var chromeDevice: Device? {
            device.flatMap { $0.size == size && $0.safeAreaInsets == safeArea ? $0 : nil }
        }
    }

    /// `--size` sets the canvas outright. Otherwise a preview's own layout wins over `--device`,
    /// as Xcode's canvas honours what the preview asks for: `.fixed` has its size and no safe
    /// area, `.sizeThatFits` the view's ideal size (the host sizes the canvas to the settled
    /// layout; the device's size is only the starting size), and `.device` is the preview's
    /// `.previewDevice`, else `--device`, else the default canvas, turned to the preview's
    /// orientation (the request's for a preview in the default, portrait).
    static func resolveCanvas(_ subject: RenderSubject, _ request: RenderRequest) throws -> CanvasChoice {
        if request.size != nil, request.device != nil {
            throw SnapError(.contradictoryOptions, "--size and --device both set the canvas; give one")
        }
        let orientation = subject.orientation == .portrait ? request.orientation?.orientation ?? .portrait : subject.orientation
        let device = try device(for: subject, request)?.rotated(to: orientation)
        let turned = orientation.isLandscape
            ? CGSize(width: subject.defaultSize.height, height: subject.defaultSize.width) : subject.defaultSize
        var choice: CanvasChoice
        switch subject.layout {
        case .fixed(let width, let height):
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                throw SnapError(.badSize, "\(subject.name): .previewLayout(.fixed(width: \(formatted(width)), " +
                    "height: \(formatted(height)))) must be positive and finite")
            }
            choice = CanvasChoice(
                size: CGSize(width: width, height: height), scale: device?.scale ?? 2, safeArea: EdgeInsets(),
                device: device)
        case .sizeThatFits:
            choice = CanvasChoice(
                size: device?.size ?? turned, scale: device?.scale ?? 2, safeArea: EdgeInsets(), device: device)
        case .device:
            choice = CanvasChoice(
                size: device?.size ?? turned, scale: device?.scale ?? 2,
                safeArea: device?.safeAreaInsets ?? EdgeInsets(), device: device)
        }
        if let size = request.size {
            guard size.size.width > 0, size.size.height > 0, size.size.width.isFinite, size.size.height.isFinite else {
                throw SnapError(.badSize, "size \(formatted(size.size.width))x\(formatted(size.size.height)) must be positive and finite")
            }
            choice = CanvasChoice(size: size.size, scale: choice.scale, safeArea: EdgeInsets(), device: device)
        }
        if let scale = request.scale {
            guard [1, 2, 3].contains(scale) else { throw SnapError(.badSize, "--scale must be 1, 2 or 3, not \(scale)") }
            choice = CanvasChoice(size: choice.size, scale: CGFloat(scale), safeArea: choice.safeArea, device: device)
        }
        let pixels = Double(choice.size.width * choice.scale) * Double(choice.size.height * choice.scale)
        guard pixels <= Double(pixelLimit) else {
            throw SnapError(.badSize, "canvas \(formatted(choice.size.width))x\(formatted(choice.size.height)) at " +
                "\(formatted(choice.scale))x is \(formatted((pixels / 1_000_000).rounded(.down))) megapixels; the " +
                "limit is \(pixelLimit / 1_000_000) megapixels")
        }
        let longest = max(choice.size.width, choice.size.height) * choice.scale
        guard longest <= CGFloat(PNG.maximumDimension) else {
            throw SnapError(.badSize, "canvas \(formatted(choice.size.width))x\(formatted(choice.size.height)) at " +
                "\(formatted(choice.scale))x is \(formatted(longest.rounded(.up))) pixels on a side; the limit is " +
                "\(PNG.maximumDimension)")
        }
        return choice
    }

    /// The preview's `.previewDevice` preset, else `--device`'s. A name `snap` has no preset for
    /// is a warning, not an error: Xcode knows more devices, and the file should still render.
    static func device(for subject: RenderSubject, _ request: RenderRequest) throws -> Device? {
        let chosen = try request.device.map { name -> Device in
            guard let preset = Device.named(name) else {
                throw SnapError(.unknownDevice, "unknown device '\(name)'; known: \(Device.all.map { $0.name }.joined(separator: ", "))")
            }
            return preset
        }
        if let name = subject.device {
            if let preset = Device.named(name) { return preset }
            FileHandle.standardError.write(Data(("warning: \(subject.name): no device preset '\(name)' " +
                "(.previewDevice); known: \(Device.all.map { $0.name }.joined(separator: ", "))\n").utf8))
        }
        return chosen
    }

    /// A number for a file name or a message: whole numbers as integers, others (and magnitudes
    /// past what `Int` holds exactly, NaN, infinities) as `%g`, so no value a user typed traps.
    static func formatted(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? "\(Int(v))" : String(format: "%g", Double(v))
    }

    /// A widget preview's subject as a canvas of the widget's size on the device rendered (its
    /// `.previewDevice`, else `--device`, else the default 393×852 pt screen, iPhone 16's), with
    /// no safe area; the timeline's failure, if it has one, as one line.
    static func widgetCanvas(_ subject: RenderSubject, _ request: RenderRequest) throws -> RenderSubject {
        guard let timeline = subject.timeline else { return subject }
        if let failure = timeline.failure { throw SnapError(.noPreviews, "\(subject.name): \(failure)") }
        let screen = try device(for: subject, request)?.size ?? subject.defaultSize
        switch timeline.size(screen) {
        case .success(let size):
            var widget = subject
            widget.layout = .fixed(width: size.width, height: size.height)
            return widget
        case .failure(let error): throw SnapError(.badSize, "\(subject.name): \(error)")
        }
    }

    /// `<name>@<scale>x_<entry>_f<entry>.png` for each entry of a widget's timeline: the names of
    /// a sequence's frames (`frameNames`), one frame per entry.
    static func entryNames(count: Int, name: String, scale: Int) -> [String] {
        let digits = max(3, String(max(count - 1, 0)).count)
        return (0..<count).map { "\(name)@\(scale)x_\(String(format: "%0\(digits)d", $0))_f\(String(format: "%03d", $0)).png" }
    }

    static func label(_ frame: RenderedFrame, subject: String?) -> String {
        let position = frame.offset.map { "y = \(formatted($0.y))" } ?? String(format: "t = %.3f s", frame.time)
        return subject.map { "\($0)  \(position)" } ?? position
    }

    /// `<name>@<scale>x_<offset>.png` for one frame (X,Y when x is not zero, `f000` for a frame
    /// of a gesture or of time); for several, `<name>@<scale>x_<frame>_<offset>.png`, the frame
    /// number zero-padded to the same width for all (at least three digits), so that the names
    /// sort in frame order.
    static func frameNames(_ frames: [RenderedFrame], name: String, scale: Int, gesture: Bool) -> [String] {
        let offsets = frames.map { frame -> String in
            guard let o = frame.offset else { return "f\(String(format: "%03d", frame.index))" }
            return o.x == 0 ? formatted(o.y) : "\(formatted(o.x)),\(formatted(o.y))"
        }
        let digits = max(3, String(max(frames.count - 1, 0)).count)
        return frames.indices.map { index in
            frames.count == 1 && !gesture
                ? "\(name)@\(scale)x_\(offsets[index]).png"
                : "\(name)@\(scale)x_\(String(format: "%0\(digits)d", index))_\(offsets[index]).png"
        }
    }
}

/// What `--layout-json` writes: `{"scene", "frames"}` for one scene, `{"file", "previews":
/// [{"name", "frames"}]}` for the previews of a file; each frame `{"index", "time", "offset"?,
/// "tree"}`, the tree in `ResolvedTree`'s schema. Keys sorted, pretty printed.
struct LayoutJSONFile: Encodable {
    var scene: String?
    var file: String?
    var frames: [Frame]?
    var previews: [Preview]?

    init(scene: String, frames: [Frame]) { self.scene = scene; self.frames = frames }
    init(file: String, previews: [Preview]) { self.file = file; self.previews = previews }

    struct Preview: Encodable {
        var name: String
        var frames: [Frame]
    }

    struct Frame: Encodable {
        var index: Int
        var time: Double
        var offset: Offset?
        var tree: ResolvedTree

        init(_ frame: RenderedFrame) {
            index = frame.index; time = frame.time; tree = frame.tree
            offset = frame.offset.map { Offset(x: Double($0.x), y: Double($0.y)) }
        }
    }

    struct Offset: Encodable { var x: Double, y: Double }
}

/// Draws and encodes the frames of one subject on every core. A frame's pixels and its PNG
/// depend only on its own resolved tree (the renderer keeps nothing from one frame to the next
/// that changes pixels), so frames are drawn in any order and each file has the same bytes as
/// when the frames were drawn one after another. At most one frame per core is in flight, so
/// memory stays bounded (a 3x iPhone frame is 12 MB of pixels).
///
/// Drawing on the calling thread while a second thread encoded, as before, left one core
/// waiting on the other whenever drawing and encoding took different times. The shared state
/// is behind `Mutex` and `Atomic`; the renderer and the resolved trees are values.
final class FramePipeline: Sendable {
    private let queue = DispatchQueue(label: "snap.frames", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let results = Mutex<[Result<Data, Error>?]>([])
    private let drawn = Atomic<Int>(0)
    private let encoded = Atomic<Int>(0)
    private let renderer: Renderer

    init(renderer: Renderer, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        slots = DispatchSemaphore(value: max(workers, 1))
        self.renderer = renderer
    }

    /// Frames drawn so far, and frames encoded so far.
    var rendered: Int { drawn.load(ordering: .relaxed) }
    var done: Int { encoded.load(ordering: .relaxed) }

    /// Draws `tree` as the next frame, with the layout frames of `outlined` over it
    /// (`--debug-frames`), and encodes it; waits while every core has a frame. `finish` returns
    /// the frames in the order they were submitted.
    func submit(_ tree: ResolvedTree, outlined: ResolvedTree?) {
        slots.wait()
        let index = results.withLock { results in
            results.append(nil)
            return results.count - 1
        }
        queue.async(group: group) { [self] in
            var image = renderer.render(tree)
            if let outlined { renderer.outlineFrames(of: outlined, on: &image) }
            drawn.wrappingAdd(1, ordering: .relaxed)
            let result = Result { try PNG.encode(image) }
            results.withLock { $0[index] = result }
            encoded.wrappingAdd(1, ordering: .relaxed)
            slots.signal()
        }
    }

    /// Waits for the frames still in flight, telling `progress` the count every tenth of a second.
    func finish(progress: (Int) -> Void = { _ in }) throws -> [Data] {
        while group.wait(timeout: .now() + 0.1) == .timedOut { progress(done) }
        progress(done)
        return try results.withLock { $0 }.map { try $0!.get() }
    }
}

