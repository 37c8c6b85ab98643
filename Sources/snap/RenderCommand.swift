import ArgumentParser
import Foundation
import Gallery
import LayoutDSL
import Render
import SnapRuntime

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene to PNG files, one per frame.",
        discussion: """
        Frames are named <scene>@<scale>x_<offset>.png in --out. With several offsets (or a drag) one
        living view tree renders them in order, its state carried from frame to frame and its clock
        advancing one frame (1/fps seconds) each time.
        """)

    @Argument(help: "A scene name from `snap list`, or a Swift file whose PreviewProviders to render.") var scene: String

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

    @Option(name: .customLong("swift-version"), help: "Language mode for a Swift file: 5 (default, as SwiftUI code expects) or 6.")
    var swiftVersion = "5"

    func run() throws {
        var request = RenderRequest()
        request.size = size; request.device = device; request.scale = scale
        request.colorScheme = colorScheme; request.background = background
        request.offset = offset; request.offsets = offsets; request.sweep = sweep; request.drag = drag
        request.scrollTarget = scrollTarget; request.fps = fps; request.out = out
        request.layoutJSON = layoutJSON; request.contactSheet = contactSheet
        request.debugFrames = debugFrames; request.scrollIndicators = scrollIndicators; request.quiet = quiet
        try SnapRenderer.validate(request)

        if scene.hasSuffix(".swift") {
            guard ["5", "6"].contains(swiftVersion) else {
                throw SnapError(.contradictoryOptions, "--swift-version must be 5 or 6, not \(swiftVersion)")
            }
            try PreviewCompiler(file: URL(fileURLWithPath: scene), swiftVersion: swiftVersion).render(request)
            return
        }
        guard let scene = Gallery.scene(named: self.scene) else {
            let nearest = Gallery.scenes.map(\.name).sorted { editDistance($0, self.scene) < editDistance($1, self.scene) }.prefix(2)
            throw SnapError(.unknownScene, "unknown scene '\(self.scene)'; did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))? (`snap list` shows all)")
        }
        try SnapRenderer.render([RenderSubject(name: scene.name, view: scene.makeView(), defaultSize: scene.size)],
                                request: request, title: scene.name)
    }
}

extension CanvasSize: ExpressibleByArgument {}
extension ColorSchemeOption: ExpressibleByArgument {}
