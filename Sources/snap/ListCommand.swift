import ArgumentParser
import Gallery

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes snap can render.")

    func run() {
        let width = (Gallery.scenes.map(\.name.count).max() ?? 0) + 2
        for scene in Gallery.scenes {
            print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + scene.summary)
        }
    }
}
