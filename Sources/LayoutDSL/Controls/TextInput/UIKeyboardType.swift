/// The keyboard a field asks for, as UIKit's `UIKeyboardType` (the cases of UIKit's enum).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: it picks the software keyboard, which a rendered frame
    /// does not show (snap has no keyboard), so the field draws the same.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
