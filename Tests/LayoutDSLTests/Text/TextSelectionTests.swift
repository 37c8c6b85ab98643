import Foundation
@testable import LayoutDSL
import Testing

/// `TextSelection` and the text settings kept in the environment.
struct TextSelectionTests {
    @Test func insertionPointsAndRanges() {
        let text = "Hello"
        let point = TextSelection(insertionPoint: text.startIndex)
        #expect(point.isInsertion)
        #expect(point.affinity == .automatic)
        let word = TextSelection(range: text.startIndex..<text.endIndex)
        #expect(!word.isInsertion)
        #expect(word.indices == .selection(text.startIndex..<text.endIndex))
        let several = TextSelection(ranges: RangeSet([text.startIndex..<text.index(after: text.startIndex)]))
        #expect(!several.isInsertion)
    }

    @Test func modifiersSetTheEnvironment() throws {
        final class Box { var environment = EnvironmentValues() }
        struct Reader: View {
            let box: Box
            @Environment(\.self) var environment
            var body: some View {
                box.environment = environment
                return Color.clear
            }
        }
        let box = Box()
        _ = try resolve(Reader(box: box)
            .textSelectionAffinity(.upstream)
            .writingToolsBehavior(.limited)
            .typesettingLanguage(Locale.Language(identifier: "th"))
            .typesettingLanguage(.automatic, isEnabled: false), 10, 10)
        #expect(box.environment.textSelectionAffinity == .upstream)
        #expect(box.environment.writingToolsBehavior == .limited)
        #expect(box.environment.typesettingLanguage == .explicit(Locale.Language(identifier: "th")))
    }
}
