import LayoutDSL
@testable import Render
import Testing

/// Characters the system font lacks fall back to Noto at the text's weight: bold Chinese, Arabic
/// and Hebrew are bold (Debian's Noto ships Regular and Bold; a semibold asks the nearer, Bold).
struct FallbackWeightTests {
    private func fallbackFile(_ string: String, weight: Font.Weight) throws -> String {
        let text = StyledText(runs: [.init(string: string, font: .system(size: 17, weight: weight), color: Color.Resolved(red: 0, green: 0, blue: 0))])
        let layout = try #require(TextEngine.shared.layout(text, width: nil, height: nil, options: TextLayoutOptions()) as? TextLayoutResult)
        return try #require(layout.glyphs.map(\.face).first { !$0.file.path.contains("Inter") }).file.path
    }

    @Test(arguments: ["你好", "مرحبا", "שלום"])
    func boldScriptsAreBold(_ string: String) throws {
        #expect(try fallbackFile(string, weight: .bold).contains("Bold"))
        #expect(try fallbackFile(string, weight: .semibold).contains("Bold"))
        #expect(try !fallbackFile(string, weight: .regular).contains("Bold"))
    }
}
