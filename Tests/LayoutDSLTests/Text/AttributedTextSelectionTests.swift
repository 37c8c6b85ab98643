@testable import LayoutDSL
import Foundation
import Testing

/// iOS 26's selection in attributed text (SDK 26.2 interface; Apple's documentation of
/// `AttributedTextSelection`): where it is, what a character typed there takes, and edits through it.
struct AttributedTextSelectionTests {
    private func text() -> AttributedString {
        var bold = AttributedString("Bold"), plain = AttributedString(" text")
        bold.font = .body.bold()
        return bold + plain
    }

    @Test func indicesOfEachKindOfSelection() {
        let text = text()
        #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))
        let four = text.characters.index(text.startIndex, offsetBy: 4)
        #expect(AttributedTextSelection(range: text.startIndex..<four).indices(in: text) == .ranges(RangeSet(text.startIndex..<four)))
        #expect(AttributedTextSelection(ranges: RangeSet()).indices(in: text) == .insertionPoint(text.startIndex))
        #expect(AttributedTextSelection(insertionPoint: four).affinity(in: text) == .downstream)
    }

    @Test func typingAttributesFollowTheCharacterBeforeTheInsertionPoint() {
        let text = text()
        let four = text.characters.index(text.startIndex, offsetBy: 4), six = text.characters.index(four, offsetBy: 2)
        #expect(AttributedTextSelection(insertionPoint: four).typingAttributes(in: text).font == .body.bold())
        #expect(AttributedTextSelection(insertionPoint: six).typingAttributes(in: text).font == nil)
        #expect(AttributedTextSelection(insertionPoint: text.startIndex).typingAttributes(in: text).font == .body.bold())
        var given = AttributeContainer()
        given.foregroundColor = .red
        #expect(AttributedTextSelection(insertionPoint: six, typingAttributes: given).typingAttributes(in: text).foregroundColor == .red)
    }

    @Test func replacingASelectionTypesInItsAttributesAndLeavesACaretAfter() {
        var text = text()
        let two = text.characters.index(text.startIndex, offsetBy: 2), four = text.characters.index(text.startIndex, offsetBy: 4)
        var selection = AttributedTextSelection(range: two..<four)
        #expect(String(text[selection].characters) == "ld")
        text.replaceSelection(&selection, withCharacters: "LDER")
        #expect(String(text.characters) == "BoLDER text")
        #expect(text.runs.first.map { String(text[$0.range].characters) } == "BoLDER")
        #expect(selection.indices(in: text) == .insertionPoint(text.characters.index(text.startIndex, offsetBy: 6)))
    }

    @Test func transformingAttributesChangesTheSelectedRunsOnly() {
        var text = text()
        let six = text.characters.index(text.startIndex, offsetBy: 6)
        var selection = AttributedTextSelection(range: text.startIndex..<six)
        text.transformAttributes(in: &selection) { $0.foregroundColor = .blue }
        #expect(text.runs.map { String(text[$0.range].characters) } == ["Bold", " t", "ext"])
        #expect(text.runs.map(\.foregroundColor) == [.blue, .blue, nil])
        #expect(Array(selection.attributes(in: text)[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]) == [.blue, .blue])
    }

    @Test func anEditKeepsTheSelectionOnItsCharacters() {
        var text = text()
        let four = text.characters.index(text.startIndex, offsetBy: 4), nine = text.endIndex
        var selection = AttributedTextSelection(range: four..<nine)
        text.transform(updating: &selection) { $0.characters.insert(contentsOf: ">> ", at: $0.startIndex) }
        #expect(String(text[selection].characters) == " text")
    }
}
