//! The backends against the primitives' published test vectors: RFC 4231
//! for HMAC-SHA256 and BLAKE3's official keyed-hash vectors.

use receipts_core::{HmacSha256, MacBackend};

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn rfc4231_hmac_sha256() {
    let aa131 = vec![0xaa; 131];
    let key4: Vec<u8> = (1..=25).collect();
    let cases: [(&[u8], Vec<u8>, &str); 6] = [
        (
            &[0x0b; 20],
            b"Hi There".to_vec(),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
        ),
        (
            b"Jefe",
            b"what do ya want for nothing?".to_vec(),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
        ),
        (
            &[0xaa; 20],
            vec![0xdd; 50],
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
        ),
        (
            &key4,
            vec![0xcd; 50],
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
        ),
        (
            &aa131,
            b"Test Using Larger Than Block-Size Key - Hash Key First".to_vec(),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
        ),
        (
            &aa131,
            b"This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.".to_vec(),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
        ),
    ];
    for (i, (key, data, want)) in cases.iter().enumerate() {
        let b = HmacSha256::from_key_slice(key);
        let tag = b.mac(&[data]);
        assert_eq!(tag.as_bytes().to_vec(), unhex(want), "RFC 4231 case {i}");
        // streaming in pieces gives the same tag
        let (x, y) = data.split_at(data.len() / 3);
        assert!(b.verify(&[x, y], &tag).is_ok());
    }
}

#[cfg(feature = "blake3")]
#[test]
fn blake3_official_keyed_hash_vectors() {
    use receipts_core::Blake3Keyed;
    // From BLAKE3's test_vectors.json: key "whats the Elvish word for friend",
    // input = bytes 0,1,..,250,0,1,.. of the given length; first 32 bytes of
    // the keyed_hash output.
    let key: [u8; 32] = *b"whats the Elvish word for friend";
    let cases = [
        (
            0usize,
            "92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26",
        ),
        (
            1,
            "6d7878dfff2f485635d39013278ae14f1454b8c0a3a2d34bc1ab38228a80c95b",
        ),
        (
            1023,
            "c951ecdf03288d0fcc96ee3413563d8a6d3589547f2c2fb36d9786470f1b9d6e",
        ),
        (
            1024,
            "75c46f6f3d9eb4f55ecaaee480db732e6c2105546f1e675003687c31719c7ba4",
        ),
        (
            1025,
            "357dc55de0c7e382c900fd6e320acc04146be01db6a8ce7210b7189bd664ea69",
        ),
        (
            2048,
            "879cf1fa2ea0e79126cb1063617a05b6ad9d0b696d0d757cf053439f60a99dd1",
        ),
        (
            2049,
            "9f29700902f7c86e514ddc4df1e3049f258b2472b6dd5267f61bf13983b78dd5",
        ),
        (
            3072,
            "044a0e7b172a312dc02a4c9a818c036ffa2776368d7f528268d2e6b5df191770",
        ),
        (
            3073,
            "68dede9bef00ba89e43f31a6825f4cf433389fedae75c04ee9f0cf16a427c95a",
        ),
        (
            4096,
            "befc660aea2f1718884cd8deb9902811d332f4fc4a38cf7c7300d597a081bfc0",
        ),
        (
            4097,
            "00df940cd36bb9fa7cbbc3556744e0dbc8191401afe70520ba292ee3ca80abbc",
        ),
        (
            5120,
            "2c493e48e9b9bf31e0553a22b23503c0a3388f035cece68eb438d22fa1943e20",
        ),
        (
            5121,
            "6ccf1c34753e7a044db80798ecd0782a8f76f33563accaddbfbb2e0ea4b2d024",
        ),
        (
            6144,
            "3d6b6d21281d0ade5b2b016ae4034c5dec10ca7e475f90f76eac7138e9bc8f1d",
        ),
        (
            6145,
            "9ac301e9e39e45e3250a7e3b3df701aa0fb6889fbd80eeecf28dbc6300fbc539",
        ),
        (
            7168,
            "b42835e40e9d4a7f42ad8cc04f85a963a76e18198377ed84adddeaecacc6f3fc",
        ),
        (
            7169,
            "ed9b1a922c046fdb3d423ae34e143b05ca1bf28b710432857bf738bcedbfa511",
        ),
    ];
    let b = Blake3Keyed::from_key_bytes(key);
    for (len, want) in cases {
        let input: Vec<u8> = (0..len).map(|i| (i % 251) as u8).collect();
        let tag = b.mac(&[&input]);
        assert_eq!(
            tag.as_bytes().to_vec(),
            unhex(want),
            "blake3 keyed len {len}"
        );
        assert_eq!(blake3::keyed_hash(&key, &input).as_bytes(), tag.as_bytes());
    }
}
