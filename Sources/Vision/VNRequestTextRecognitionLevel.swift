/// How hard text recognition works (Apple's documentation of `VNRequestTextRecognitionLevel`).
public enum VNRequestTextRecognitionLevel: Int, Sendable {
    case accurate = 0
    case fast = 1
}
