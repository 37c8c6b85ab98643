/// The part of a frame's file name a preview's title gives: letters and digits of any script
/// kept, every other run of characters (spaces, dashes, punctuation, symbols) one hyphen, none at
/// either end: "Card – Dark" is `Card-Dark`, "Größe: 2x" `Größe-2x`. A title with nothing left
/// gives nil (the preview is then numbered).
public enum PreviewFileName {
    public static func part(_ title: String) -> String? {
        var result = ""
        var pendingHyphen = false
        for character in title {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? nil : result
    }
}
