import ArgumentParser
import Foundation
import Gallery
import LayoutDSL
import Render

struct Snap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snap",
        abstract: "Render SwiftUI-style layouts to PNG.",
        subcommands: [List.self, RenderCommand.self])
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenes snap knows.")
    func run() {
        for scene in Gallery.scenes { print("\(scene.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(scene.summary)") }
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a scene to PNG.")

    @Argument(help: "A scene name from `snap list`.") var scene: String
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 2
    @Option(help: "Output directory.") var out: String = "out"
    @Option(help: "Vertical content offset of the first ScrollView.") var offset: Double = 0

    func run() throws {
        guard let scene = Gallery.scene(named: scene) else {
            throw ValidationError("unknown scene '\(self.scene)'; `snap list` shows the scenes")
        }
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        let environment = EnvironmentValues.rendering(scale: CGFloat(scale))
        let host = ViewHost(scene.makeView(), canvasSize: scene.size, environment: environment)
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        let tree = try host.update()
        let canvas = Renderer(scale: CGFloat(scale)).render(tree)
        let directory = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("\(scene.name)@\(scale)x.png")
        try AtomicFile.write(try PNG.encode(canvas), to: file)
        print("rendered 1 frame to \(file.path)")
    }
}
