import Foundation
import LayoutDSL
import Testing

/// The modifiers that return `ModifiedContent<Self, AccessibilityAttachmentModifier>` chain into
/// one attachment, and what each records on the resolved node and in the layout JSON.
struct AccessibilityAttachmentTests {
    private func properties<V: View>(_ view: V) throws -> AccessibilityProperties {
        let tree = try ViewHost(view.accessibilityIdentifier("n"), canvasSize: CGSize(width: 100, height: 100)).update()
        return try #require(tree.node(id: "n")?.accessibility)
    }

    /// A chain of attachment modifiers is one `ModifiedContent` around the view, as in SwiftUI.
    @Test func chainIsOneAttachment() throws {
        let chained: ModifiedContent<Color, AccessibilityAttachmentModifier> = Color.red
            .accessibilityLabel("Volume").accessibilityHint("Adjusts it").accessibilityValue("5").accessibilityIdentifier("n")
        let tree = try ViewHost(chained, canvasSize: CGSize(width: 10, height: 10)).update()
        let recorded = try #require(tree.node(id: "n")?.accessibility)
        #expect(recorded.label == "Volume")
        #expect(recorded.hint == "Adjusts it")
        #expect(recorded.value == "5")
    }

    /// "If true the accessibility label is applied; otherwise the accessibility label is unchanged."
    @Test func isEnabledFalseLeavesItUnchanged() throws {
        let recorded = try properties(Color.red.accessibilityLabel("kept")
            .accessibilityLabel("ignored", isEnabled: false).accessibilityHint(Text("hint"), isEnabled: true)
            .accessibilityHidden(true, isEnabled: false))
        #expect(recorded.label == "kept")
        #expect(recorded.hint == "hint")
        #expect(recorded.isHidden == nil)
        let tree = try ViewHost(Color.red.accessibilityIdentifier("a").accessibilityIdentifier("b", isEnabled: false),
                                canvasSize: CGSize(width: 10, height: 10)).update()
        #expect(tree.node(id: "a") != nil)
        #expect(tree.node(id: "b") == nil)
    }

    /// Entries are kept by key id: a later value replaces one, `nil` removes it.
    @Test func customContentByKey() throws {
        let age = AccessibilityCustomContentKey("Age", id: "age")
        let recorded = try properties(Color.red
            .accessibilityCustomContent(age, Text("3"))
            .accessibilityCustomContent("Breed", "Corgi", importance: .high)
            .accessibilityCustomContent(age, Text("4"))
            .accessibilityCustomContent(AccessibilityCustomContentKey("Colour"), "Red")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Colour"), nil as Text?))
        #expect(recorded.customContent.map { [$0.id, $0.label, $0.value, $0.importance] }
            == [["age", "Age", "4", "default"], ["Breed", "Breed", "Corgi", "high"]])
    }

    @Test func pointsLabelsAndTouch() throws {
        let recorded = try properties(Color.red
            .accessibilityInputLabels(["Send", "Submit"])
            .accessibilityActivationPoint(UnitPoint(x: 0.25, y: 0.75))
            .accessibilityDragPoint(.leading, description: "Drag the slider")
            .accessibilityDropPoint(.center, description: Text("Drop here"))
            .accessibilityDropPoint(.trailing, description: String("Or here"), isEnabled: false)
            .accessibilityDirectTouch(options: .silentOnTouch)
            .accessibilityTextContentType(.sourceCode)
            .accessibilityScrollAction { _ in }
            .accessibilityZoomAction { _ in })
        #expect(recorded.inputLabels == ["Send", "Submit"])
        #expect(recorded.activationPoint.map { [$0.x, $0.y] } == [0.25, 0.75])
        #expect(recorded.activationPoint?.unit == true)
        #expect(recorded.dragPoints.map(\.description) == ["Drag the slider"])
        #expect(recorded.dropPoints.map { [$0.point.x, $0.point.y] } == [[0.5, 0.5]])
        #expect(recorded.directTouchOptions == ["silentOnTouch"])
        #expect(recorded.textContentType == "sourceCode")
        #expect(recorded.actions == ["scroll", "zoom"])
        let point = try properties(Color.red.accessibilityActivationPoint(CGPoint(x: 3, y: 4))).activationPoint
        #expect(point.map { [$0.x, $0.y] } == [3, 4])
        #expect(point?.unit == false)
        #expect(try properties(Color.red.accessibilityDirectTouch(false)).directTouchOptions == nil)
    }

    /// iOS 26's descriptions given as a `LocalizedStringResource`: the resource's string is read.
    @Test func pointsDescribedByResources() throws {
        let drag = LocalizedStringResource("dragHint", defaultValue: "Drag the card")
        let drop = LocalizedStringResource("dropHint", defaultValue: "Drop on a list")
        let recorded = try properties(Color.red
            .accessibilityDragPoint(.leading, description: drag)
            .accessibilityDragPoint(.trailing, description: drag, isEnabled: false)
            .accessibilityDropPoint(.center, description: drop, isEnabled: true))
        #expect(recorded.dragPoints.map(\.description) == ["Drag the card"])
        #expect(recorded.dropPoints.map(\.description) == ["Drop on a list"])
        let alone = try properties(Color.red.accessibilityDropPoint(.top, description: drop))
        #expect(alone.dropPoints.map { [$0.point.x, $0.point.y] } == [[0.5, 0]])
    }

    /// iOS 26's string catalog symbols on chained modifiers, custom content, rotors and the scroll
    /// status: the resource's string is recorded, as the string form records its own.
    @Test func chainedModifiersTakeResources() throws {
        let label = LocalizedStringResource("playLabel", defaultValue: "Play")
        let hint = LocalizedStringResource("playHint", defaultValue: "Plays the episode")
        let size = LocalizedStringResource("sizeLabel", defaultValue: "Size")
        let recorded = try properties(Color.red
            .accessibilityHidden(false)
            .accessibilityLabel(label)
            .accessibilityHint(hint, isEnabled: true)
            .accessibilityValue(LocalizedStringResource("progress", defaultValue: "Half played"))
            .accessibilityCustomContent(size, LocalizedStringResource("mb", defaultValue: "42 MB"))
            .accessibilityScrollStatus(LocalizedStringResource("march", defaultValue: "Photos of March")))
        #expect(recorded.label == "Play" && recorded.hint == "Plays the episode" && recorded.value == "Half played")
        #expect(recorded.customContent.map { [$0.id, $0.label, $0.value] } == [["sizeLabel", "Size", "42 MB"]])
        #expect(recorded.scrollStatus == "Photos of March")
        let off = try properties(Color.red.accessibilityScrollStatus("Page 2", isEnabled: false).accessibilityLabel("Photos"))
        #expect(off.scrollStatus == nil && off.label == "Photos")
        let rotor = try properties(Color.red.accessibilityRotor(LocalizedStringResource("chapters", defaultValue: "Chapters")) {
            AccessibilityRotorEntry(LocalizedStringResource("intro", defaultValue: "Introduction"), id: 0)
        })
        #expect(rotor.rotors.map { [$0.name] + $0.entries } == [["Chapters", "Introduction"]])
    }

    private struct Heading: Identifiable { let id: Int; let title: String }

    @Test func rotors() throws {
        let headings = [Heading(id: 1, title: "Intro"), Heading(id: 2, title: "Usage")]
        let text = "one two"
        let recorded = try properties(Color.red
            .accessibilityRotor("Sections") {
                AccessibilityRotorEntry("Top", id: 0)
                ForEach(headings) { heading in AccessibilityRotorEntry(heading.title, id: heading.id) }
                if headings.count > 5 { AccessibilityRotorEntry("Many", id: 9) }
            }
            .accessibilityRotor(.headings(level: .h2), entries: headings, entryLabel: \.title)
            .accessibilityRotor(Text("Words"), textRanges: [text.startIndex..<text.index(text.startIndex, offsetBy: 3)]))
        #expect(recorded.rotors.map(\.name) == ["Sections", "headings(h2)", "Words"])
        #expect(recorded.rotors.map(\.entries) == [["Top", "Intro", "Usage"], ["Intro", "Usage"], [""]])
    }

    @Test func pairsGroupsSpeechAndCategories() throws {
        @Namespace var namespace
        let recorded = try properties(Color.red
            .accessibilityLabeledPair(role: .content, id: "volume", in: namespace)
            .accessibilityLinkedGroup(id: 7, in: namespace)
            .accessibilityRotorEntry(id: "e1", in: namespace)
            .speechAdjustedPitch(0.5)
            .speechSpellsOutCharacters()
            .accessibilityActions(category: .edit) { Button("Copy") {} })
        #expect(recorded.labeledPair == ["content", "volume"])
        #expect(recorded.linkedGroup == "7")
        #expect(recorded.rotorEntryID == "e1")
        #expect(recorded.speech?.adjustedPitch == 0.5)
        #expect(recorded.speech?.spellsOutCharacters == true)
        #expect(recorded.speech?.alwaysIncludesPunctuation == nil)
        #expect(recorded.actions == ["custom"])
        #expect(recorded.actionCategories == ["edit"])
    }

    /// `Text`'s forms return `Text` (so it still concatenates) and record on the text's node; a
    /// view modifier further out wins.
    @Test func textKeepsItsOwn() throws {
        let text: Text = Text("42").accessibilityLabel("forty-two").accessibilityHeading(.h1)
            .speechAnnouncementsQueued().accessibilityTextContentType(.narrative)
        let recorded = try properties(text)
        #expect(recorded.label == "forty-two")
        #expect(recorded.heading == .h1)
        #expect(recorded.traits.contains(.isHeader))
        #expect(recorded.speech?.announcementsQueued == true)
        #expect(recorded.textContentType == "narrative")
        #expect(try properties(text.accessibilityLabel(Text("outer")) as ModifiedContent<Text, AccessibilityAttachmentModifier>).label == "outer")
    }

    @Test func json() throws {
        let tree = try ViewHost(Color.red.accessibilityCustomContent("Age", "4").accessibilityInputLabels([Text("Pet")])
            .accessibilityIdentifier("n"), canvasSize: CGSize(width: 10, height: 10)).update()
        let json = try JSONSerialization.jsonObject(with: try tree.jsonData()) as? [String: Any]
        let root = try #require(json?["root"] as? [String: Any])
        let accessibility = try #require(root["accessibility"] as? [String: Any])
        #expect(accessibility["inputLabels"] as? [String] == ["Pet"])
        #expect((accessibility["customContent"] as? [[String: Any]])?.first?["value"] as? String == "4")
        #expect(accessibility["rotors"] == nil)
    }

    @Test func technologiesAreASet() {
        var both: AccessibilityTechnologies = [.voiceOver, .switchControl]
        #expect(both.contains(.voiceOver))
        #expect(both.remove(.voiceOver) == .voiceOver)
        #expect(both == .switchControl)
        #expect(both.remove(.voiceOver) == nil)
        #expect(both.insert(.switchControl).inserted == false)
        #expect(AccessibilityTechnologies().isEmpty)
    }
}
