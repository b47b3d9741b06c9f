// Family names that lead a name printed family name first on East Asian cards in English ("TANAKA HIROSHI",
// "ZHANG WEI", "NGUYEN VAN AN"): the most common ones of Japan, China (pinyin and older spellings), Korea and
// Vietnam. Names that are also common English given names (Lee, Young, King) are left out: "LEE HARRIS" stays
// in the order printed.
const JAPANESE =
  "sato satou suzuki takahashi tanaka watanabe ito itou yamamoto nakamura kobayashi kato katou yoshida yamada sasaki yamaguchi matsumoto inoue kimura hayashi shimizu yamazaki mori abe ikeda hashimoto yamashita ishikawa nakajima maeda fujita ogawa goto gotou okada hasegawa murakami kondo kondou ishii saito saitou sakamoto endo endou aoki fujii nishimura fukuda ota oota miura fujiwara okamoto matsuda nakagawa nakano harada ono onoda tamura kaneko wada nakayama ishida ueda morita hara shibata sakai kudo kudou yokoyama miyazaki miyamoto uchida takagi ando andou taniguchi ohno oono maruyama takada fujimoto takeda murata ueno sugiyama masuda sugawara hirano kojima otsuka ootsuka chiba kubo matsui iwasaki sakurai kinoshita noguchi matsuo nomura kikuchi sano onishi oonishi sugimoto arai higuchi";
const CHINESE =
  "wang li zhang liu chen yang huang zhao zhou wu xu sun ma zhu hu guo he gao lin luo zheng liang xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao jin fu zhong cui tan wong chan cheung leung ng chow tsang yip kwok lam tse chua tan goh lim teo ong koh chng chia";
const KOREAN =
  "kim park choi jung jeong kang cho jo yoon yun jang lim han oh seo shin kwon hwang ahn an song jeon hong";
const VIETNAMESE = "nguyen tran pham hoang huynh phan vu vo dang bui do ho ngo duong ly trinh dinh doan lam mai truong";

export const FAMILY_FIRST_NAMES: ReadonlySet<string> = new Set(
  [JAPANESE, CHINESE, KOREAN, VIETNAMESE].join(" ").split(/\s+/),
);
