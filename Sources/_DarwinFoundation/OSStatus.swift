/// A result code of Apple's C frameworks (`MacTypes.h`, which Foundation brings on Apple
/// platforms): 0 is success, each failure negative.
public typealias OSStatus = Int32
