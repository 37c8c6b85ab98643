import ArgumentParser

struct Snap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snap",
        abstract: "Render SwiftUI-style layouts to PNG.",
        discussion: """
        Examples:
          snap list
          snap render collapsing-header --device iphone-16 --offsets=-60,0,100
          snap render pull-to-refresh --sweep 0:-120:-10 --contact-sheet sheet.png
          snap render horizontal-list --drag 300,120:100,120:0.2 --layout-json frames.json
          snap watch Card.swift --device iphone-16
          snap gallery Sources/Views --open
          snap test App --color-scheme light,dark
          snap diff reference.png actual.png --diff diff.png
          snap symbols chevron
          snap report merge shard-1 shard-2 -o report
          snap mcp
        """,
        version: "0.1.0",
        subcommands: [ListCommand.self, RenderCommand.self, WatchCommand.self, GalleryCommand.self, DiffCommand.self, SymbolsCommand.self,
                      ReportCommand.self, TestCommand.self, MCPCommand.self])
}
