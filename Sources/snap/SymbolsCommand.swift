import ArgumentParser
import LayoutDSL

/// `snap symbols`: the SF Symbols names `Image(systemName:)` draws, each with the open icon that
/// stands in for it (the placeholder warning for an unknown name points here).
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols", abstract: "List the SF Symbols names Image(systemName:) draws, and their icon fonts.")

    @Argument(help: "Only names containing this text.")
    var filter: String?

    func run() {
        let names = SystemSymbol.names.filter { filter.map($0.contains) ?? true }
        let width = (names.map(\.count).max() ?? 0) + 2
        for name in names {
            guard let symbol = SystemSymbol.named(name) else { continue }
            let code = String(symbol.codepoint, radix: 16, uppercase: true)
            let source = symbol.font == .drawn ? "drawn (this project's own line art)" : "\(symbol.font.rawValue) U+\(code)"
            print(name.padding(toLength: width, withPad: " ", startingAt: 0) + source)
        }
    }
}
