import ArgumentParser
import Foundation
import LayoutDSL
import Render
import SnapRuntime

/// The options of `snap render`, for scenes and Swift files alike, and the one place they become
/// a `RenderRequest`.
struct RenderOptions: ParsableArguments {
    @Option(help: "Canvas size in points, WxH (default: the scene's).") var size: CanvasSize?
    @Option(
        help: ArgumentHelp("A device preset: " +
            "\(Device.all.map { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") }.joined(separator: ", "))."))
    var device: String?
    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).") var scale: Int?
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme: ColorSchemeOption = .light
    @Option(help: ArgumentHelp("liquid-glass (iOS 26 and 27) or compatibility (iOS 18): the design drawn " +
        "(default: the app's, compatibility when its Info.plist sets UIDesignRequiresCompatibility)."))
    var design: DesignOption?
    @Option(
        name: .customLong("dynamic-type"),
        help: "The text size: xSmall … xxxLarge, accessibility1 … accessibility5 (default: large).")
    var dynamicType: DynamicTypeOption = .large
    @Option(parsing: .unconditionalSingleValue, help: "KEY=VALUE seeded into @AppStorage; repeat it for several keys.")
    var defaults: [Parsed<DefaultsEntry>] = []
    @Option(name: .customLong("layout-direction"), help: "ltr or rtl: rtl lays the view out right to left, as in Arabic or Hebrew.")
    var layoutDirection: LayoutDirectionOption = .ltr
    @Option(help: "The locale text formats numbers, dates and currencies in: en_US (the default, as an iPhone's), de_DE, ar_EG, ….")
    var locale: Parsed<LocaleOption>?
    @Option(help: "transparent, white, black, system (the scheme's background; the default) or #RRGGBB[AA].")
    var background: Parsed<Background>?

    @Option(parsing: .unconditional, help: "One content offset, Y or X,Y (negative Y is overscroll).") var offset: Parsed<ContentOffset>?
    @Option(parsing: .unconditional, help: "Several offsets: Y1,Y2,… (use --offsets=-50,0,50 or --offsets -50,0,50).")
    var offsets: Parsed<OffsetList>?
    @Option(parsing: .unconditional, help: "Offsets FROM:TO:STEP along y.") var sweep: Parsed<Sweep>?
    @Option(parsing: .unconditional, help: "A finger drag X1,Y1:X2,Y2[:SECONDS[:VX,VY]], released then left to settle.")
    var drag: Parsed<DragSpec>?
    @Option(parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A tap at X,Y, or a touch held S seconds at X,Y:S (a long press: a context menu); " +
                               "repeat it for a sequence. One frame after each, in order."))
    var tap: [Parsed<TapPoint>] = []
    @Option(name: .customLong("scroll-target"), help: "The ScrollView to scroll, by accessibilityIdentifier or .id (default: the first).")
    var scrollTarget: String?
    @Option(help: "Frames per second of a sequence.") var fps: Double = 60
    @Option(help: "Frames at --fps until this many seconds of virtual time, touching nothing (views that animate by themselves).")
    var duration: Double?
    @Option(help: "This many frames at --fps from time zero, touching nothing (--frames N is --duration (N-1)/fps).")
    var frames: Int?

    @Option(name: [.short, .customLong("out")], help: "Output directory for the PNGs.") var out = "out"
    @Option(name: .customLong("layout-json"), help: "Write every frame's resolved tree to this JSON file.") var layoutJSON: String?
    @Flag(
        name: .customLong("layout-json-compact"),
        help: "Only types, ids, texts and frames in --layout-json (docs/layout-json.schema.json).")
    var layoutJSONCompact = false
    @Option(name: .customLong("contact-sheet"), help: "Write all frames side by side, labelled, to this PNG.") var contactSheet: String?
    @Option(name: .customLong("contact-sheet-columns"), help: "Frames a row of the contact sheet (default 6).")
    var contactSheetColumns = 6
    @Option(name: .customLong("contact-sheet-scale"), help: "Pixels per point of the contact sheet, e.g. 0.5 (default: the frames' scale).")
    var contactSheetScale: Double?
    @Option(
        name: .customLong("contact-sheet-max-size"),
        help: "Longest side of the contact sheet in pixels (default 8192); a larger sheet is drawn smaller.")
    var contactSheetMaxSize = 8192
    @Flag(name: .customLong("debug-frames"), help: "Outline every view's frame.") var debugFrames = false
    @Flag(name: .customLong("scroll-indicators"), help: "Draw scroll indicators, as iOS shows them while scrolling.")
    var scrollIndicators = false
    @Flag(name: .customLong("no-system-ui"), help: "No status bar or home indicator over a --device canvas.")
    var noSystemUI = false
    @Flag(name: [.short, .customLong("quiet")], help: "No progress line (shown on a terminal), no summary.") var quiet = false
    @Option(
        help: ArgumentHelp("An asset catalog (.xcassets folder) for Image(\"name\") and Color(\"name\"); repeatable. " +
            "A Swift file also uses every .xcassets beside it."))
    var assets: [String] = []

    /// The checked request. Not ArgumentParser's `validate()`: it wraps what that throws and
    /// exits 1, so contradictions (6) and bad offsets (4) would lose their documented codes.
    /// Contradictions are reported before the values that contradict each other.
    func request() throws -> RenderRequest {
        // Taps may be followed by --duration or --frames (what they start, frame by frame).
        let timed = [duration != nil, frames != nil].filter { $0 }.count
        if [offset != nil, offsets != nil, sweep != nil, drag != nil, !tap.isEmpty].filter({ $0 }).count + (tap.isEmpty ? timed : 0) > 1
            || timed > 1 {
            throw SnapError(.contradictoryOptions, "give one of --offset, --offsets, --sweep, --drag, --tap, " +
                "--duration and --frames (--tap may take --duration or --frames)")
        }
        // A frame at least every 100 s of virtual time: slower rates make frame times beyond what a
        // sequence's arithmetic holds (1e-300 fps overflowed a frame count).
        guard fps.isFinite, fps >= 0.01, fps <= 1000 else { throw SnapError(.badOffsets, "--fps must be between 0.01 and 1000") }
        // An empty folder name would write into the current folder.
        guard !out.isEmpty else { throw SnapError(.unwritableOutput, "--out needs a folder name") }
        guard (1...100).contains(contactSheetColumns) else {
            throw SnapError(.badSize, "--contact-sheet-columns must be between 1 and 100")
        }
        if let contactSheetScale, !(contactSheetScale >= ContactSheetPlan.smallestScale && contactSheetScale <= 3) {
            throw SnapError(.badSize, "--contact-sheet-scale must be between \(ContactSheetPlan.smallestScale) and 3")
        }
        guard contactSheetMaxSize >= 64 else { throw SnapError(.badSize, "--contact-sheet-max-size must be at least 64 pixels") }
        var request = RenderRequest()
        request.assets = assets
        if let offset { request.frames = .offsets([try offset.get().point]) }
        if let offsets { request.frames = .offsets(try offsets.get().points) }
        if let sweep { request.frames = .offsets(try sweep.get().points) }
        if let drag { request.frames = .drag(try drag.get()) }
        var seconds: TimeInterval?
        if let duration {
            // Beyond a minute of frames is a mistake, not a sequence (3 600 frames at 60 fps).
            guard duration.isFinite, duration >= 0, duration * fps <= 3600 else {
                throw SnapError(.badOffsets, "--duration must be between 0 and \(Int(3600 / fps)) seconds at \(fps) fps")
            }
            seconds = duration
        }
        if let frames {
            guard (1...3600).contains(frames) else { throw SnapError(.badOffsets, "--frames must be between 1 and 3600") }
            seconds = Double(frames - 1) / fps
        }
        if !tap.isEmpty {
            let touches = try tap.map { try $0.get() }
            request.frames = .taps(touches.map(\.point), holds: touches.map(\.hold), then: seconds ?? 0)
        } else if let seconds {
            request.frames = .duration(seconds)
        }
        request.size = size; request.device = device; request.scale = scale
        request.colorScheme = colorScheme
        request.design = design
        request.dynamicType = dynamicType
        for entry in try defaults.map({ try $0.get() }) { request.defaults[entry.key] = entry.value }
        request.layoutDirection = layoutDirection
        if let locale { request.locale = try locale.get() }
        if let background { request.background = try background.get() }
        request.scrollTarget = scrollTarget; request.fps = fps; request.out = out
        request.layoutJSON = layoutJSON; request.layoutJSONCompact = layoutJSONCompact; request.contactSheet = contactSheet
        request.contactSheetColumns = contactSheetColumns; request.contactSheetScale = contactSheetScale
        request.contactSheetMaximumSize = contactSheetMaxSize
        request.debugFrames = debugFrames; request.scrollIndicators = scrollIndicators; request.quiet = quiet
        request.systemUI = !noSystemUI
        request.terminal = isatty(2) == 1
        return request
    }
}
