extension Font {
    /// Which letters are set as small capitals: OpenType's `smcp` (lowercase letters) and `c2sc`
    /// (capitals). A face without the feature gets small capitals made by the text engine: the
    /// letters as capitals scaled to the face's x-height (CoreText leaves such a face's letters
    /// as they are, but the system font, SF Pro, has both features; Inter, its stand-in, has neither).
    struct SmallCaps: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let lowercase = SmallCaps(rawValue: 1)
        static let uppercase = SmallCaps(rawValue: 2)
    }

    /// Every letter as a small capital (https://developer.apple.com/documentation/swiftui/font/smallcaps()).
    public func smallCaps() -> Font { withSmallCaps([.lowercase, .uppercase]) }
    /// Lowercase letters as small capitals; capitals stay.
    public func lowercaseSmallCaps() -> Font { withSmallCaps(.lowercase) }
    /// Capitals as small capitals; lowercase letters stay.
    public func uppercaseSmallCaps() -> Font { withSmallCaps(.uppercase) }
    /// iOS 26's forms that also take small capitals away: `smallCaps(false)` sets every letter as
    /// it is, the other two their own letters.
    public func smallCaps(_ isActive: Bool) -> Font { withSmallCaps([.lowercase, .uppercase], isActive) }
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { withSmallCaps(.lowercase, isActive) }
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { withSmallCaps(.uppercase, isActive) }

    private func withSmallCaps(_ letters: SmallCaps, _ isActive: Bool = true) -> Font {
        var font = self
        if isActive { font.smallCapitals.formUnion(letters) } else { font.smallCapitals.subtract(letters) }
        return font
    }

    /// The OpenType feature tags the letters ask for.
    package var smallCapsFeatures: [String] {
        (smallCapitals.contains(.lowercase) ? ["smcp"] : []) + (smallCapitals.contains(.uppercase) ? ["c2sc"] : [])
    }

    /// Whether `character` is a letter the font sets as a small capital.
    package func setsAsSmallCapital(_ character: Character) -> Bool {
        (smallCapitals.contains(.lowercase) && character.isLowercase) || (smallCapitals.contains(.uppercase) && character.isUppercase)
    }
}
