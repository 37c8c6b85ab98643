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
        Frames are named <scene>@<scale>x_<offset>.png in --out. With several offsets (or a drag, or taps) one
        living view tree renders them in order, its state carried from frame to frame and its clock
        advancing one frame (1/fps seconds) each time.
        """)

    @Argument(help: "A scene name from `snap list`, or a Swift file whose PreviewProviders and #Previews to render.") var scene: String

    @OptionGroup var options: RenderOptions
    @OptionGroup(title: "Module") var module: ModuleSelection

    @Option(name: .customLong("swift-version"), help: "Language mode for a Swift file: 5 (default, as SwiftUI code expects) or 6.")
    var swiftVersion = "5"

    @Option(help: "Seconds a Swift file's previews may take to render before they are stopped (exit 18).")
    var timeout: Double = 60

    func run() throws {
        let request = try options.request()

        if scene.hasSuffix(".swift") {
            guard ["5", "6"].contains(swiftVersion) else {
                throw SnapError(.contradictoryOptions, "--swift-version must be 5 or 6, not \(swiftVersion)")
            }
            guard timeout.isFinite, timeout > 0 else {
                throw SnapError(.contradictoryOptions, "--timeout must be a positive number of seconds")
            }
            try PreviewCompiler(file: URL(fileURLWithPath: scene), swiftVersion: swiftVersion, timeout: timeout,
                                selection: module)
                .render(request)
            return
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.scene, isDirectory: &isFolder), isFolder.boolValue {
            throw SnapError(.unknownScene, "'\(self.scene)' is a folder: snap render takes a Swift file or a scene " +
                "name (snap gallery \(self.scene) renders a folder's previews)")
        }
        guard let scene = Gallery.scene(named: self.scene) else {
            let nearest = Gallery.scenes.map(\.name).sorted { editDistance($0, self.scene) < editDistance($1, self.scene) }.prefix(2)
            throw SnapError(.unknownScene, "unknown scene '\(self.scene)'; did you mean " +
                "\(nearest.map { "'\($0)'" }.joined(separator: " or "))? (`snap list` shows all)")
        }
        try SnapRenderer.render([RenderSubject(name: scene.name, view: scene.makeView(), defaultSize: scene.size)],
                                request: request, title: scene.name)
    }
}
