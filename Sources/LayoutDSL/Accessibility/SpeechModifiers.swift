/// How VoiceOver speaks the text of a view (Apple's documentation of `speechAdjustedPitch(_:)`,
/// `speechAlwaysIncludesPunctuation(_:)`, `speechAnnouncementsQueued(_:)` and
/// `speechSpellsOutCharacters(_:)`). There is no speech here; the settings are recorded in
/// `AccessibilityProperties.speech`, the view modifiers' on the view's node and `Text`'s on the text.
nonisolated extension View {
    /// The pitch, from -1 (lowest) to 1 (highest), 0 the default.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        accessibilityAttachment(.edit { $0.changeSpeech { $0.adjustedPitch = value } })
    }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        accessibilityAttachment(.edit { $0.changeSpeech { $0.alwaysIncludesPunctuation = value } })
    }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        accessibilityAttachment(.edit { $0.changeSpeech { $0.announcementsQueued = value } })
    }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        accessibilityAttachment(.edit { $0.changeSpeech { $0.spellsOutCharacters = value } })
    }
}

nonisolated extension Text {
    public func speechAdjustedPitch(_ value: Double) -> Text { accessibilityEdited { $0.changeSpeech { $0.adjustedPitch = value } } }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
        accessibilityEdited { $0.changeSpeech { $0.alwaysIncludesPunctuation = value } }
    }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
        accessibilityEdited { $0.changeSpeech { $0.announcementsQueued = value } }
    }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
        accessibilityEdited { $0.changeSpeech { $0.spellsOutCharacters = value } }
    }
}

extension AccessibilityProperties {
    /// Changes the speech settings, making them if there were none.
    mutating func changeSpeech(_ change: (inout Speech) -> Void) {
        var settings = speech ?? Speech()
        change(&settings)
        speech = settings
    }
}
